// Builds packages/contract (the wire contract both workspaces share) to CommonJS in packages/contract/dist when
// its source is newer. The CMS runs and type-checks against that build (Strapi compiles only cms/ and Node
// requires JS); the web and the tests read the TypeScript source directly (Vite).
// `node scripts/lib/contract.mjs` builds it on its own (npm run typecheck does, first).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mtime, newestMtime } from './proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const contractDir = path.join(root, 'packages', 'contract');
/** What the CMS build also depends on. */
export const contractSources = [
  path.join(contractDir, 'src'),
  path.join(contractDir, 'package.json'),
  path.join(contractDir, 'tsconfig.json'),
];

export function buildContract({ force = false } = {}) {
  const stamp = path.join(contractDir, 'dist', 'index.js');
  if (!force && mtime(stamp) >= newestMtime(contractSources)) return false;
  const tsc = [
    path.join(root, 'node_modules', '.bin', 'tsc'),
    path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
  ].find((p) => fs.existsSync(p));
  const result = spawnSync(tsc, ['-p', path.join(contractDir, 'tsconfig.json')], {
    cwd: contractDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`building packages/contract failed (tsc exited with ${result.status})`);
  // A removed source file must not linger in dist as a module that still resolves. (dist is not emptied first: a
  // running CMS or test may be loading it.)
  const dist = path.join(contractDir, 'dist');
  for (const name of fs.readdirSync(dist)) {
    const source = path.join(contractDir, 'src', name.replace(/\.d\.ts$|\.js$/, '.ts'));
    if (!fs.existsSync(source)) fs.rmSync(path.join(dist, name), { force: true });
  }
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    if (buildContract({ force: process.argv.includes('--force') }))
      console.log('[contract] built packages/contract/dist');
  } catch (err) {
    console.error(`[contract] ${err.message}`);
    process.exit(1);
  }
}
