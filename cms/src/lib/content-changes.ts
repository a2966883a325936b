/**
 * What changed, told to the web servers (docs/architecture.md, "Caches and changes"):
 * - every public read names the tags of what it read (`tracingReads`, fed by the lean reads and the document
 *   service's reads), and answers them in `CACHE_TAGS_HEADER`, so a web server keeps each page and API answer with
 *   the tags of the reads it was made from;
 * - every write of a public type or a media file is announced by its tag (lib/public-cache.ts decides when), to the
 *   change streams this instance serves at `CHANGE_STREAM_PATH`: server-sent events, one per web server and
 *   instance, open to the trusted proxies only (the web servers; nothing public reaches this path through them).
 * Private and internal types have no tag: a burst of enquiries never drops a cached page.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { CHANGE_STREAM_PATH, MEDIA_TAG } from '@cadmax/contract';
import { fromTrustedProxy } from './client-ip';
import { contentTypeOf } from './content-types';

export const FILE_UID = 'plugin::upload.file';
/** A comment line now and then keeps an idle stream open through proxies and NATs that close quiet connections. */
const HEARTBEAT_MS = 15_000;

/** The tag of a type's reads and writes: a public type's name, `media` for files, none for the rest. */
export function tagOf(uid: string): string | undefined {
  if (uid === FILE_UID) return MEDIA_TAG;
  if (contentTypeOf(uid)?.audience !== 'public') return undefined;
  return uid.slice(uid.lastIndexOf('.') + 1);
}

const reads = new AsyncLocalStorage<Set<string>>();

/** Runs a public read, collecting the tags of what it reads; `tags` is complete once `run` has settled. */
export function tracingReads<T>(run: () => Promise<T>): { done: Promise<T>; tags: Set<string> } {
  const tags = new Set<string>();
  return { done: reads.run(tags, run), tags };
}

/** A read of `uid` (called by the lean reads and the document service's reads): noted when a public read traces. */
export function noteRead(uid: string): void {
  const tags = reads.getStore();
  const tag = tags && tagOf(uid);
  if (tag) tags.add(tag);
}

const DOCUMENT_READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);

/**
 * In register(): the document service's reads made for a public read are noted too (the lean reads note their own);
 * one that populates anything may show media.
 */
export function traceDocumentReads(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (reads.getStore() && DOCUMENT_READS.has(context.action)) {
      noteRead(context.uid);
      if ((context.params as { populate?: unknown } | undefined)?.populate) noteRead(FILE_UID);
    }
    return next();
  });
}

/** The change streams this instance serves, and the announcement of changes to them. */
export function createChangeFeed(heartbeatMs = HEARTBEAT_MS) {
  const streams = new Set<ServerResponse>();
  let heartbeat: NodeJS.Timeout | undefined;

  const send = (line: string) => {
    for (const res of streams) res.write(line);
  };
  const forget = (res: ServerResponse) => {
    streams.delete(res);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };

  return {
    /** Tells every open stream that these tags changed. */
    announce(tags: Iterable<string>) {
      const list = [...tags];
      if (list.length > 0) send(`data: ${list.join(' ')}\n\n`);
    },
    /**
     * The middleware: GET `CHANGE_STREAM_PATH` from a trusted proxy opens a stream; anything else goes on.
     * @param stopping whether the instance is shutting down: then no stream opens
     */
    middleware(stopping: () => boolean) {
      return async (ctx: Context, next: Next) => {
        if (ctx.path !== CHANGE_STREAM_PATH) return next();
        // Not public: the same 404 as any unknown path to everyone but the web servers.
        if (ctx.method !== 'GET' || !fromTrustedProxy(ctx.req.socket.remoteAddress ?? '')) return next();
        if (stopping()) {
          ctx.status = 503;
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { status: false, message: 'This instance is stopping.' };
          return;
        }
        const res = ctx.res;
        ctx.respond = false;
        ctx.req.socket.setTimeout(0);
        ctx.req.socket.setNoDelay(true);
        res.writeHead(200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-store',
          Connection: 'keep-alive',
        });
        // The first line tells the web server the stream is open: from then on it misses no change.
        res.write(': open\n\n');
        streams.add(res);
        heartbeat ??= setInterval(() => send(': \n\n'), heartbeatMs).unref();
        res.once('close', () => forget(res));
      };
    },
    /** In destroy(): the streams end (the web servers follow the other instances meanwhile). */
    close() {
      for (const res of streams) res.end();
      streams.clear();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
    },
    get size() {
      return streams.size;
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;

/** The instance's one feed: lib/public-cache.ts announces to it, middlewares/change-stream.ts serves it. */
export const changeFeed = createChangeFeed();
