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
  _writeStream?: { closed?: boolean; destroy?(): unknown; once(event: 'close', listener: () => void): unknown } | null;
}
type FileBegin = (this: unknown, field: string, file: OpenedFile) => void;
interface BodyConfig {
  formidable?: { onFileBegin?: FileBegin } & Record<string, unknown>;
  [key: string]: unknown;
}
type Factory = (config: BodyConfig, options: { strapi: Core.Strapi }) => Middleware;

/**
 * Closes formidable's write stream (so no late write re-creates the file), then removes the file. The stream is
 * destroyed, not waited for: a body refused half-way (a text field over the cap in the same chunk as the start of a
 * file) leaves a file formidable opened after its error and never ends, and waiting for it hung the answer until the
 * client gave up. Once the request is answered, no file of it is wanted, finished or not.
 */
async function remove(file: OpenedFile, strapi: Core.Strapi): Promise<void> {
  const stream = file._writeStream;
  if (stream && !stream.closed) {
    const closed = once(stream as unknown as NodeJS.EventEmitter, 'close').catch(() => undefined);
    stream.destroy?.();
    await closed;
  }
  await fs
    .rm(file.filepath, { force: true })
    .catch((error: Error) => strapi.log.error(`[temp-files] ${file.filepath}: ${error.message}`));
}

/** How long the rest of a refused body may take to arrive before its connection is closed. */
const DRAIN_MS = 5_000;

/**
 * A body the parser refused is left part-read, and paused (formidable pauses while it writes a file, raw-body on its
 * error): once the answer is sent, the rest is read and dropped, so the client that is still sending gets to read
 * the answer on a connection that stays usable; a body that does not end within DRAIN_MS closes the connection.
 */
function drainAfterAnswer(ctx: Context): void {
  const { req, res } = ctx;
  res.once('finish', () => {
    if (req.complete || req.destroyed) return;
    const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS).unref();
    req.once('end', () => clearTimeout(timer)).once('close', () => clearTimeout(timer));
    req.resume();
  });
}

export const removingTempFiles =
  (bodyFactory: Factory): Factory =>
  (config, { strapi }) => {
    const shared = bodyFactory(config, { strapi });
    const ownBegin = config.formidable?.onFileBegin;
    return async (ctx: Context, next: Next) => {
      // Whether the parser got through the body: an error thrown before is the parser's refusal (413, 400).
      let parsed = false;
      const afterParse: Next = () => {
        parsed = true;
        return next();
      };
      const refused = (error: unknown): never => {
        if (!parsed) drainAfterAnswer(ctx);
        throw error;
      };
      // Only a multipart body writes files; every other request shares one parser.
      if (!ctx.is('multipart')) return shared(ctx, afterParse).catch(refused);
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
        return await perRequest(ctx, afterParse);
      } catch (error) {
        return refused(error);
      } finally {
        await Promise.all(opened.map((file) => remove(file, strapi)));
      }
    };
  };
