// Builds whatever is missing or older than its sources: the generated media, the contract package, the CMS
// (server code and Strapi panel) and the web (SSR server + client bundles).
// `node scripts/build.mjs --force` rebuilds everything.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cmsDir, loadEnv, root, webDir } from './lib/env.mjs';
import { buildContract, contractSources } from './lib/contract.mjs';
import { cmsSources } from './lib/strapi.mjs';
import { precompress } from './lib/precompress.mjs';
import { mtime, newestMtime, run } from './lib/proc.mjs';

// npm may nest a workspace's binaries (strapi sits in cms/node_modules/.bin).
const bin = (name) =>
  [cmsDir, webDir, root].map((dir) => path.join(dir, 'node_modules', '.bin', name)).find((p) => fs.existsSync(p)) ??
  path.join(root, 'node_modules', '.bin', name);

export { bin };

export async function build({ force = false } = {}) {
  const env = { ...loadEnv(), NODE_ENV: 'production' };
  const started = Date.now();

  /** Whether a step's output (its stamp) is missing or older than its sources. */
  const stale = (stamp, sources) => force || mtime(stamp) < newestMtime(sources);
  const under = (dir, names) => names.map((name) => path.join(dir, name));

  if (stale(path.join(root, 'media', 'out', 'manifest.json'), [path.join(root, 'scripts', 'media')])) {
    console.log('[build] generating images and background music…');
    await run(process.execPath, [path.join(root, 'scripts', 'media', 'generate.mjs')], { env });
  }

  // The contract first: the CMS compiles and runs against its build.
  if (buildContract({ force })) console.log('[build] built the contract (packages/contract)');

  // The panel's article editor shares its configuration with the React admin through the contract
  // (@cadmax/contract/editor).
  if (stale(path.join(cmsDir, 'dist', 'build', 'index.html'), cmsSources)) {
    console.log('[build] building the CMS (about 40 s)…');
    await run(bin('strapi'), ['build'], { cwd: cmsDir, env });
  }

  const webSources = [
    ...under(webDir, ['app', 'server', 'public', 'vite.config.ts', 'react-router.config.ts']),
    ...contractSources,
  ];
  if (stale(path.join(webDir, 'build', 'server', 'index.js'), webSources)) {
    console.log('[build] building the web…');
    await run(bin('react-router'), ['build'], { cwd: webDir, env });
    const files = precompress(path.join(webDir, 'build', 'client'));
    console.log(`[build] precompressed ${files} client files (brotli and gzip)`);
  }
  fs.mkdirSync(path.join(cmsDir, 'public', 'uploads'), { recursive: true });
  console.log(`[build] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  build({ force: process.argv.includes('--force') }).catch((err) => {
    console.error(`[build] failed: ${err.message}`);
    process.exit(1);
  });
}
