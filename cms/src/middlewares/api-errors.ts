/**
 * Answers every failure on the adapter's paths as `{status:false, message}` with a 4xx status:
 * malformed JSON, oversized bodies and files (thrown by strapi::body, which runs inside this
 * middleware), the adapter's own HttpErrors, and Strapi's validation errors. Only a real server
 * fault is a 500, and its details go to the log, not the client.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { HttpError, fail } from '../lib/http';
import { isAdapterPath } from '../api/adapter/paths';
import { REQUEST_TOO_LARGE as TOO_LARGE } from '../lib/upload-limits';

interface ThrownError {
  name?: string;
  message?: string;
  status?: number;
  statusCode?: number;
  httpCode?: number;
  type?: string;
  expose?: boolean;
}

function describe(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  const e = (typeof error === 'object' && error !== null ? error : {}) as ThrownError;
  const status = e.status ?? e.statusCode ?? e.httpCode ?? 0;
  const message = e.message ?? '';
  // formidable's size errors carry httpCode 413; older ones only say which limit was exceeded.
  if (status === 413 || (status === 0 && /max(Total)?FileSize|maxFieldsSize/.test(message)))
    return { status: 413, message: TOO_LARGE };
  if (e.type === 'entity.parse.failed' || (status === 400 && /json/i.test(message))) {
    return { status: 400, message: 'The request body is not valid JSON.' };
  }
  if (e.name === 'ValidationError' || e.name === 'ApplicationError' || e.name === 'YupValidationError') {
    return { status: 400, message: message || 'The request is not valid.' };
  }
  if (status >= 400 && status < 500)
    return { status, message: e.expose && message ? message : 'The request is not valid.' };
  return { status: 500, message: 'Something went wrong.' };
}

const FALLBACK: Record<number, string> = { 404: 'Not found.', 405: 'Method not allowed.' };

/** Strapi's own error body, `{data:null, error:{status, message}}`. */
const strapiErrorMessage = (body: unknown): string | null => {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return error && typeof error.message === 'string' ? error.message : null;
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!isAdapterPath(ctx.path)) return next();
    try {
      await next();
    } catch (error) {
      const { status, message } = describe(error);
      if (status >= 500)
        strapi.log.error(`${ctx.method} ${ctx.path} failed: ${(error as Error)?.stack ?? String(error)}`);
      fail(ctx, status, message);
      return;
    }
    if (ctx.status < 400 || (ctx.body as { status?: unknown } | null)?.status === false) return;
    // Answers made by Strapi or Koa themselves (a wrong method, a file over the limit): same shape as ours.
    const message =
      ctx.status === 413
        ? TOO_LARGE
        : (strapiErrorMessage(ctx.body) ?? FALLBACK[ctx.status] ?? 'The request is not valid.');
    fail(ctx, ctx.status, message);
  };
