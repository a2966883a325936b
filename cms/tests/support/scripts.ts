/** The repository's scripts (scripts/*.mjs: backup, restore, seed) run as `npm run` runs them, to their end. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const run = promisify(execFile);

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs scripts/`name` with `args` from the repository's root, `env` its whole environment: its exit code and output
 * (a failing script is an answer here, not a throw).
 */
export const runScript = (name: string, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> =>
  run(process.execPath, [path.join(ROOT, 'scripts', name), ...args], { cwd: ROOT, env, maxBuffer: 64 * 2 ** 20 }).then(
    (r) => ({ code: 0, ...r }),
    (e: ScriptRun) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
