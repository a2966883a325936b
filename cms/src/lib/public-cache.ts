/**
 * In-memory cache of the public reads (GET /site/*, /blog/get, /project-get): the answer's JSON text,
 * keyed by path + query. Every write of a public type or a media file empties it, so an admin save shows at
 * once, and is announced by its tag to the web servers (lib/content-changes.ts), whose copies of the pages and
 * reads that read it are dropped. Reads are what the public site does thousands of times per write.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { CACHE_TAGS_HEADER, CHANGED_ALL } from '@cadmax/contract';
import { changeFeed, tagOf, tracingReads, type ChangeFeed } from './content-changes';
import { matchedRoute, publicCacheLookups, recordRequest, redisFallbacks } from './metrics';
import { redis, redisKey, redisSubscriber } from './redis';
import { requestIdOf } from './request-log';

type Handler = (ctx: Context) => Promise<void>;
type Controller = Record<string, unknown>;

/** Bounds memory: the key includes the query, which any visitor can vary. */
const MAX_ENTRIES = 1000;
/** Headers of the first answer that a replay must not repeat: set per request, or per origin (CORS). */
const NOT_REPLAYED = /^(content-length|content-type|set-cookie|date|access-control-|x-request-id)/i;

interface Entry {
  /** The answer as sent by the front door: the text's bytes, and every header, computed once. */
  bytes: Buffer;
  /**
   * The headers the middlewares before the controller set (security headers, Vary), plus the body's own, as the flat
   * name/value list one writeHead takes.
   */
  headers: string[];
  /** The route pattern that answered it, for the metrics of a replay (which skips the router). */
  route: string;
}
const WRITE_ACTIONS = new Set([
  'afterCreate',
  'afterUpdate',
  'afterDelete',
  'afterCreateMany',
  'afterUpdateMany',
  'afterDeleteMany',
]);

/** The public read actions per adapter controller. */
const CACHED_ACTIONS: Record<string, string[] | 'all'> = {
  'api::adapter.site': 'all',
  'api::adapter.blogs': ['list', 'findOne'],
  'api::adapter.projects': ['list', 'findOne'],
};

export function createPublicCache(maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, Entry>();
  // A read that began before a write must not store what it read once the write has cleared the cache.
  let generation = 0;

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  const wrap =
    (handler: Handler): Handler =>
    async (ctx) => {
      if (ctx.method !== 'GET') return handler(ctx);
      const key = ctx.url;
      const hit = entries.get(key);
      publicCacheLookups.labels(hit ? 'hit' : 'miss').inc();
      if (hit !== undefined) {
        answer(ctx, hit);
        return;
      }
      const startedAt = generation;
      // The tags of what the read reads, answered with it (and with every replay): the web server keeps its copy
      // under them.
      const read = tracingReads(() => handler(ctx));
      await read.done;
      if (ctx.status !== 200 || ctx.body === null || typeof ctx.body !== 'object' || generation !== startedAt) return;
      const bytes = Buffer.from(JSON.stringify(ctx.body));
      const tags = [...read.tags].sort().join(' ');
      const headers: string[] = [];
      for (const [name, value] of Object.entries(ctx.response.headers))
        if (!NOT_REPLAYED.test(name)) headers.push(name, String(value));
      headers.push(
        ...['content-type', 'application/json; charset=utf-8', 'content-length', String(bytes.length)],
        ...['x-cache', 'HIT', CACHE_TAGS_HEADER, tags],
      );
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry = { bytes, headers, route: matchedRoute(ctx) ?? 'unmatched' };
      entries.set(key, entry);
      // Marks a cacheable public read from its first answer on: the web server keeps only answers so marked.
      ctx.set('X-Cache', 'MISS');
      ctx.set(CACHE_TAGS_HEADER, tags);
      answer(ctx, entry);
    };

  /**
   * The front door (`answerHitsFirst`): answers a cached read as the HTTP server receives it, before Koa makes its
   * context and before Strapi's middleware stack and router run, with the headers the full path gave it and a request
   * id of its own. A request with an Origin header (cross-origin, so CORS decides) goes the full path.
   */
  const serveHit = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || req.headers.origin !== undefined) return false;
    const hit = entries.get(req.url ?? '');
    // A miss here is counted by `wrap`, if the path is a cached read at all.
    if (hit === undefined) return false;
    const start = process.hrtime.bigint();
    publicCacheLookups.labels('hit').inc();
    const id = requestIdOf(req);
    // X-Cache: HIT says where the answer came from, as the web server's page cache does.
    res.writeHead(200, [...hit.headers, 'x-request-id', id]);
    res.end(hit.bytes);
    recordRequest('GET', hit.route, 200, Number(process.hrtime.bigint() - start) / 1e9);
    return true;
  };

  return { wrap, serveHit, clear, size: () => entries.size };
}

function answer(ctx: Context, hit: Entry) {
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.body = hit.bytes;
}

export type PublicCache = ReturnType<typeof createPublicCache>;

/**
 * In bootstrap(): the HTTP server asks the cache first, and hands Koa (Strapi's one request listener) only what the
 * cache does not answer. A cached read is the public site's hot path: Koa's context, Strapi's request context and
 * the middleware stack cost it more than the answer itself (docs/performance.md).
 */
export function answerHitsFirst(server: Server, cache: PublicCache): void {
  const [koa, ...others] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!koa || others.length > 0) throw new Error('the CMS server should have one request listener, Koa');
  server.removeListener('request', koa);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!cache.serveHit(req, res)) koa(req, res);
  });
}

/** The CMS's one cache: src/index.ts wires it to the controllers that read through it and the writes that empty it. */
export const publicCache = createPublicCache();

/**
 * The tag a write changes: a public type's (the registry's, ./content-types.ts) or the media library's. What visitors
 * send, and the CMS's own bookkeeping, never show on a public page, so an enquiry burst neither empties this cache
 * nor drops a web server's page (a restore from the trash, a scheduled publish and a panel save announce through
 * their records' writes).
 */
const changedTag = (event: { action: string; model?: { uid?: string } }): string | undefined =>
  WRITE_ACTIONS.has(event.action) ? tagOf(event.model?.uid ?? '') : undefined;

/** In register(): wraps the public read actions (the routes bind them at bootstrap). */
export function cachePublicReads(strapi: Core.Strapi, cache: PublicCache): void {
  const registry = strapi.get('controllers');
  for (const [uid, actions] of Object.entries(CACHED_ACTIONS)) {
    registry.extend(uid, (controller: Controller) => {
      const names =
        actions === 'all' ? Object.keys(controller).filter((name) => typeof controller[name] === 'function') : actions;
      const wrapped: Controller = { ...controller };
      for (const name of names) wrapped[name] = cache.wrap(controller[name] as Handler);
      return wrapped;
    });
  }
}

/**
 * In bootstrap(): empties the cache on every write, and again when the write's transaction commits, and announces
 * the write's tag both times (a web server that re-rendered between the two read the old rows). The tags of the
 * writes of one moment go out as one announcement. With REDIS_URL set, every announcement is also published, and
 * every instance empties its cache and tells its own change streams on the message, so a save through one CMS
 * instance shows at once through all of them and on every web server.
 */
export function invalidateOnWrites(strapi: Core.Strapi, cache: PublicCache, feed: ChangeFeed = changeFeed): void {
  const announce = shareChanges(strapi, cache, feed);
  const pending = new Set<string>();
  const changed = (tag: string) => {
    cache.clear();
    answerChanged(strapi, tag);
    if (pending.size === 0)
      setImmediate(() => {
        announce([...pending]);
        pending.clear();
      });
    pending.add(tag);
  };
  strapi.db.lifecycles.subscribe(async (event) => {
    const tag = changedTag(event);
    if (!tag) return;
    changed(tag);
    // Inside a transaction, a read between this event and the commit still sees the old rows.
    if (strapi.db.inTransaction()) await strapi.db.transaction(async ({ onCommit }) => onCommit(() => changed(tag)));
  });
}

/**
 * A write's answer names what it changed (`CACHE_TAGS_HEADER`): the web server that proxied it drops those copies
 * before the admin's next request, whenever its change stream tells (web/server/cms-proxy.mjs).
 */
function answerChanged(strapi: Core.Strapi, tag: string): void {
  const ctx = strapi.requestContext.get() as Context | undefined;
  if (!ctx || ctx.headerSent) return;
  const tags = new Set(String(ctx.response.get(CACHE_TAGS_HEADER) || '').split(' '));
  tags.add(tag);
  tags.delete('');
  ctx.set(CACHE_TAGS_HEADER, [...tags].sort().join(' '));
}

/** Tells this instance's change streams, and with Redis every other instance (which tells its own streams). */
function shareChanges(strapi: Core.Strapi, cache: PublicCache, feed: ChangeFeed): (tags: string[]) => void {
  const publisher = redis();
  const subscriber = redisSubscriber();
  if (!publisher || !subscriber) return (tags) => feed.announce(tags);
  const channel = redisKey('public-cache:clear');
  const self = randomUUID();
  subscriber.on('message', (from: string, message: string) => {
    const [sender, ...tags] = message.split(' ');
    if (from !== channel || sender === self) return;
    cache.clear();
    feed.announce(tags.length > 0 ? tags : [CHANGED_ALL]);
  });
  // Changes published while this instance was cut off from Redis are lost: start over on every (re)connect.
  subscriber.on('ready', () => {
    cache.clear();
    feed.announce([CHANGED_ALL]);
  });
  subscriber
    .subscribe(channel)
    .catch((error: Error) => strapi.log.warn(`[public-cache] cannot subscribe: ${error.message}`));
  return (tags) => {
    feed.announce(tags);
    publisher.publish(channel, [self, ...tags].join(' ')).catch((error: Error) => {
      redisFallbacks.labels('cache_clear').inc();
      strapi.log.warn(`[public-cache] cannot publish a change: ${error.message}`);
    });
  };
}
