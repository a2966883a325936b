#!/usr/bin/env node
// `npm run seed` loads the fixed public content into the CMS database; `npm run seed -- --reset`
// deletes the seeded content types' records and files first. Works on SQLite (DATABASE_FILENAME)
// and PostgreSQL (DATABASE_CLIENT=postgres, DATABASE_URL). Generates the media if missing.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cmsDir, loadEnv, root } from './lib/env.mjs';
import { run } from './lib/proc.mjs';
import { compileCms, requireCms, strapiOfApp } from './lib/strapi.mjs';
import { throwawaySecrets } from './lib/secrets.mjs';

const mediaDir = path.join(root, 'media', 'out');

async function main() {
  const reset = process.argv.includes('--reset');
  Object.assign(process.env, loadEnv());
  // Strapi refuses to load without its keys; the seed signs nothing, so when no .env provides
  // them, throwaway values for this process are enough (and no .env is written behind anyone's back).
  for (const [key, value] of Object.entries(throwawaySecrets())) process.env[key] ||= value;
  // This script seeds itself, below: the CMS's own first-start seed would only do it twice.
  process.env.SEED_EMPTY_DATABASE = 'false';
  if (process.env.DATABASE_CLIENT === 'sqlite')
    fs.mkdirSync(path.dirname(process.env.DATABASE_FILENAME), { recursive: true });
  fs.mkdirSync(path.join(cmsDir, 'public', 'uploads'), { recursive: true });

  if (!fs.existsSync(path.join(mediaDir, 'manifest.json'))) {
    console.log('[seed] generating the media first…');
    await run(process.execPath, [path.join(root, 'scripts', 'media', 'generate.mjs')]);
  }

  const started = Date.now();
  const { compileStrapi, createStrapi } = strapiOfApp();
  const appContext = await compileCms(compileStrapi);
  const strapi = await createStrapi({ appDir: appContext.appDir, distDir: appContext.distDir }).load();
  console.log(`[seed] Strapi loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let failed = false;
  try {
    const { seed } = requireCms('seed/index.js');
    const { withStartLock } = requireCms('lib/start-lock.js');
    // No CMS instance starts (and seeds an empty database) while this writes.
    await withStartLock(strapi, () => seed(strapi, { reset, mediaDir, log: (line) => console.log(line) }));
  } catch (err) {
    failed = true;
    console.error(`[seed] failed: ${err.stack ?? err.message}`);
  } finally {
    await strapi.destroy();
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(`[seed] failed: ${err.stack ?? err.message}`);
    process.exit(1);
  });
}
