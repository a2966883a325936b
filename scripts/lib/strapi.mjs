// Boots the compiled Strapi app in this process (no HTTP server) for command-line tasks
// such as the seed and the admin password reset, then shuts it down.
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir } from './env.mjs';

const require = createRequire(path.join(cmsDir, 'package.json'));

export async function withStrapi(env, task) {
  Object.assign(process.env, env);
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
