// Boots the compiled Strapi app in this process (no HTTP server) for command-line tasks
// such as the seed and the admin password reset, then shuts it down.
import { Module, createRequire } from 'node:module';
import path from 'node:path';
import { contractSources } from './contract.mjs';
import { cmsDir } from './env.mjs';
import { mtime, newestMtime } from './proc.mjs';

const require = createRequire(path.join(cmsDir, 'package.json'));

/**
 * `@strapi/strapi` as the app loads it, for a script that boots the CMS itself. npm keeps @strapi/strapi in
 * cms/node_modules but hoists @strapi/core, which resolves '@strapi/strapi/package.json' from its own folder:
 * NODE_PATH lets it find the app's copy, and the working directory is cms/, as for `strapi start`.
 */
export function strapiOfApp() {
  process.env.NODE_PATH = [path.join(cmsDir, 'node_modules'), process.env.NODE_PATH]
    .filter(Boolean)
    .join(path.delimiter);
  /** @type {any} */ (Module)._initPaths();
  process.chdir(cmsDir);
  return require('@strapi/strapi');
}

/** What the CMS's build is made from: its code and config, and the contract it compiles against. */
export const cmsSources = [
  ...['src', 'config', 'package.json'].map((name) => path.join(cmsDir, name)),
  ...contractSources,
];

/**
 * Strapi's compile of cms/ (TypeScript into cms/dist), skipped when cms/dist is newer than every source: one test run
 * boots the CMS from the integration tests, the seed, the build and the PostgreSQL run, and each compiled the same
 * code again (type errors are `npm run typecheck`'s, and fail the compile that does run).
 * @param {(options: object) => Promise<{ appDir: string, distDir: string }>} compileStrapi the app's own
 */
export async function compileCms(compileStrapi) {
  const distDir = path.join(cmsDir, 'dist');
  if (mtime(path.join(distDir, 'src', 'index.js')) >= newestMtime(cmsSources)) return { appDir: cmsDir, distDir };
  return compileStrapi({ appDir: cmsDir, ignoreDiagnostics: false });
}

export async function withStrapi(env, task) {
  // A command-line task is no start of the site: an empty database is left to the CMS's own first-start seed.
  Object.assign(process.env, env, { SEED_EMPTY_DATABASE: 'false' });
  const { compileStrapi, createStrapi } = require('@strapi/strapi');
  const ctx = await compileCms(compileStrapi);
  const strapi = await createStrapi({ ...ctx, autoReload: false, serveAdminPanel: false }).load();
  strapi.log.level = 'warn';
  try {
    return await task(strapi);
  } finally {
    await strapi.destroy();
  }
}

/** Loads a compiled module of the CMS (cms/dist/src/...). */
export const requireCms = (relative) => require(path.join(cmsDir, 'dist', 'src', relative));
