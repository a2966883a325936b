// Boots the compiled Strapi app in this process (no HTTP server) for command-line tasks
// such as the seed and the admin password reset, then shuts it down.
import { Module, createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir } from './env.mjs';

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

export async function withStrapi(env, task) {
  // A command-line task is no start of the site: an empty database is left to the CMS's own first-start seed.
  Object.assign(process.env, env, { SEED_EMPTY_DATABASE: 'false' });
  const { compileStrapi, createStrapi } = require('@strapi/strapi');
  const ctx = await compileStrapi({ appDir: cmsDir });
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
