import fs from 'node:fs/promises';
import type { Context } from 'koa';
import { fail } from './http';
import { allFiles } from './uploads';

/**
 * True when a NUL character hides anywhere in the value. PostgreSQL text cannot hold one: a NUL in a
 * filter or a stored field would fail in the database (a 500) instead of being refused.
 */
function carriesNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || carriesNul(inner, depth + 1));
}

/**
 * Wraps an adapter action: whatever happens, the request's temporary upload files are removed
 * (strapi::body only cleans the field named `files`; the spec's fields are imageUrl, images, resume...).
 */
export const action =
  (fn: (ctx: Context) => Promise<void>) =>
  async (ctx: Context): Promise<void> => {
    try {
      const input = [ctx.params, ctx.query, (ctx.request as { body?: unknown }).body, allFiles(ctx).map((f) => f.originalFilename)];
      if (carriesNul(input)) return fail(ctx, 400, 'The request contains an invalid character.');
      await fn(ctx);
    } finally {
      await Promise.all(allFiles(ctx).map((f) => fs.rm(f.filepath, { force: true })));
    }
  };
