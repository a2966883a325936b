/** Vitest global setup: the ops tests run the built product, so build whatever is missing or stale first. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './processes';

export default function setup(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`scripts/build.mjs exited with ${result.status}`);
}
