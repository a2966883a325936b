/**
 * Global middleware, right after the body parser: refuses a request whose body or query carries a
 * string with a lone UTF-16 surrogate (text no real form can produce). bcryptjs 2.4.3 — used by our
 * login, by Strapi's panel login and by users-permissions' /api/auth/local — aborts the whole Node
 * process on such a password ("Fatal JavaScript invalid size error"); the fuzzer found it. One check
 * here covers every route, ours and Strapi's.
 */
import type { Context, Next } from 'koa';

const MESSAGE = 'The request contains an invalid character.';

/** `isWellFormed()` (ES2024, Node 20) is false exactly when a string holds a lone surrogate. */
const wellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

function carriesLoneSurrogate(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !wellFormed(value);
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (!wellFormed(key) || carriesLoneSurrogate(inner, depth + 1)) return true;
  }
  return false;
}

export default () => async (ctx: Context, next: Next) => {
  if (carriesLoneSurrogate(ctx.query) || carriesLoneSurrogate((ctx.request as { body?: unknown }).body)) {
    ctx.status = 400;
    ctx.body = { status: false, message: MESSAGE };
    return;
  }
  await next();
};
