import type { Context } from 'koa';

/** A failure with the status and message the client sees as `{status:false, message}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

export function fail(ctx: Context, status: number, message: string): void {
  ctx.status = status;
  ctx.body = { status: false, message };
}

export function ok(ctx: Context, body: Record<string, unknown>, status = 200): void {
  ctx.status = status;
  ctx.body = { status: true, ...body };
}

/** The request body as a plain object; a JSON array, string or number is refused. */
export function bodyOf(ctx: Context): Record<string, unknown> {
  const body: unknown = (ctx.request as { body?: unknown }).body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object or a form.');
  return body as Record<string, unknown>;
}

/** Admin answers (tokens, enquiries, applications) must never sit in a browser or proxy cache. */
export const noStore = (ctx: Context): void => {
  ctx.set('Cache-Control', 'no-store');
};
