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
 * Wraps an adapter action: input carrying a NUL is refused before the action runs. (The request's
 * temporary upload files are removed for every request, answered here or not, by src/lib/temp-files.ts.)
 */
export const action =
  (fn: (ctx: Context) => Promise<void>) =>
  async (ctx: Context): Promise<void> => {
    const input = [
      ctx.params,
      ctx.query,
      (ctx.request as { body?: unknown }).body,
      allFiles(ctx).map((f) => f.originalFilename),
    ];
    if (carriesNul(input)) return fail(ctx, 400, 'The request contains an invalid character.');
    await fn(ctx);
  };
