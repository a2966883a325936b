/**
 * The one place that removes the temporary files of multipart uploads. strapi::body (formidable)
 * writes every file to the OS temp folder before any route, auth or rate-limit check, and only cleans
 * the field named `files`; a request refused later (401, 429, 404, 405, 413, a parse error) would
 * leave the rest on disk for good. src/index.ts puts this wrapper in place of strapi::body's factory
 * (the configuration must still name 'strapi::body': Strapi refuses to start without it).
 *
 * Every file formidable opens for the request is recorded as it begins (so files of a body that fails
 * half-way are known too), and all are removed once the whole request is answered, whatever the answer.
 */
import { once } from 'node:events';
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
interface OpenedFile {
  filepath: string;
  _writeStream?: { closed?: boolean; once(event: 'close', listener: () => void): unknown } | null;
}
type FileBegin = (this: unknown, field: string, file: OpenedFile) => void;
interface BodyConfig {
  formidable?: { onFileBegin?: FileBegin } & Record<string, unknown>;
  [key: string]: unknown;
}
type Factory = (config: BodyConfig, options: { strapi: Core.Strapi }) => Middleware;

/** Waits until formidable's write stream has let the file go, so no late write re-creates it. */
async function remove(file: OpenedFile, strapi: Core.Strapi): Promise<void> {
  const stream = file._writeStream;
  if (stream && !stream.closed) await once(stream as unknown as NodeJS.EventEmitter, 'close').catch(() => undefined);
  await fs
    .rm(file.filepath, { force: true })
    .catch((error: Error) => strapi.log.error(`[temp-files] ${file.filepath}: ${error.message}`));
}

export const removingTempFiles =
  (bodyFactory: Factory): Factory =>
  (config, { strapi }) => {
    const shared = bodyFactory(config, { strapi });
    const ownBegin = config.formidable?.onFileBegin;
    return async (ctx: Context, next: Next) => {
      // Only a multipart body writes files; every other request shares one parser.
      if (!ctx.is('multipart')) return shared(ctx, next);
      const opened: OpenedFile[] = [];
      // koa-body builds its formidable form per request from this config, so the list is this request's.
      const perRequest = bodyFactory(
        {
          ...config,
          formidable: {
            ...config.formidable,
            onFileBegin(this: unknown, field: string, file: OpenedFile) {
              ownBegin?.call(this, field, file);
              opened.push(file);
            },
          },
        },
        { strapi },
      );
      try {
        return await perRequest(ctx, next);
      } finally {
        await Promise.all(opened.map((file) => remove(file, strapi)));
      }
    };
  };
