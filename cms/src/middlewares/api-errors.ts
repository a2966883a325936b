/**
 * Answers every failure on the adapter's paths as `{status:false, message}` with a 4xx status:
 * malformed JSON, oversized bodies and files (thrown by strapi::body, which runs inside this
 * middleware), the adapter's own HttpErrors, and Strapi's validation errors. Only a real server
 * fault is a 500, and its details go to the log, not the client.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { HttpError, fail } from '../lib/http';
import { StoreUnavailable } from '../lib/private-files';
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

/** What a temporary refusal (the object store down) asks the client to wait before trying again. */
const RETRY_AFTER_S = 30;

/**
 * Strapi's own routes (the panel's media library, /api/upload): the object store down answers 503 with the message,
 * in Strapi's error shape, instead of the 500 strapi::errors would make of it.
 */
async function strapiPath(ctx: Context, next: Next, strapi: Core.Strapi): Promise<void> {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    logStoreFailure(strapi, ctx, error);
    ctx.status = 503;
    ctx.set('Retry-After', String(RETRY_AFTER_S));
    ctx.body = {
      data: null,
      error: { status: 503, name: 'ServiceUnavailableError', message: error.message, details: {} },
    };
  }
}

const logStoreFailure = (strapi: Core.Strapi, ctx: Context, error: StoreUnavailable) =>
  strapi.log.warn(
    `${ctx.method} ${ctx.path}: the object store failed (${error.operation}): ${(error.cause as Error)?.message ?? String(error.cause)}`,
  );

const FALLBACK: Record<number, string> = { 404: 'Not found.', 405: 'Method not allowed.' };

/** Strapi's own error body, `{data:null, error:{status, message}}`. */
const strapiErrorMessage = (body: unknown): string | null => {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return error && typeof error.message === 'string' ? error.message : null;
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!isAdapterPath(ctx.path)) return strapiPath(ctx, next, strapi);
    try {
      await next();
    } catch (error) {
      const { status, message } = describe(error);
      if (error instanceof StoreUnavailable) logStoreFailure(strapi, ctx, error);
      // A 503 of our own (resume storage paused) is a decision, already logged where it was made.
      else if (status >= 500 && !(error instanceof HttpError))
        strapi.log.error(`${ctx.method} ${ctx.path} failed: ${(error as Error)?.stack ?? String(error)}`);
      if (status === 503) ctx.set('Retry-After', String(RETRY_AFTER_S));
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
