import fs from 'node:fs/promises';
import type { Context } from 'koa';
import { allFiles } from './uploads';

/**
 * Wraps an adapter action: whatever happens, the request's temporary upload files are removed
 * (strapi::body only cleans the field named `files`; the spec's fields are imageUrl, images, resume...).
 */
export const action =
  (fn: (ctx: Context) => Promise<void>) =>
  async (ctx: Context): Promise<void> => {
    try {
      await fn(ctx);
    } finally {
      await Promise.all(allFiles(ctx).map((f) => fs.rm(f.filepath, { force: true })));
    }
  };
