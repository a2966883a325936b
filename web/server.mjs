// The production web server (`npm start` runs it through scripts/start.mjs):
// server-rendered public pages, the client-only admin, /api and /uploads proxied to the
// CMS, compressed responses and long-cached hashed assets.
import './server/env-file.mjs';
import http from 'node:http';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { createCmsProxy } from './server/cms-proxy.mjs';
import { cachePublicApi } from './server/api-cache.mjs';
import { createCacheFront } from './server/cache-front.mjs';
import { followChanges } from './server/content-changes.mjs';
import { RETRY_AFTER_S, cmsUrls, createCmsPool, shareCmsPool } from './server/cms-upstreams.mjs';
import { envWarnings, parseEnv, shutdownDrainMs } from './server/env.mjs';
import proxyaddr from 'proxy-addr';
import { capConnections, renderLimiter } from './server/client-limits.mjs';
import { forwardedFor } from './server/forwarded-for.mjs';
import { healthRoutes, stopGracefully } from './server/health.mjs';
import { createHtmlCache, recordPages, staleOnError } from './server/html-cache.mjs';
import { createMetrics, pageRoutes, routeOf } from './server/metrics.mjs';
import { answerBusyPages, requestIdOf, withRequestId } from './server/request-context.mjs';
import { createLogger, requestLog, routeConsoleTo } from './server/request-log.mjs';
import { HEADERS_TIMEOUT_MS, watchBodies } from './server/request-bodies.mjs';
import { createRevalidator } from './server/revalidate.mjs';
import { pageNonce, policyHeaders, securityHeaders } from './server/security-headers.mjs';
import { loadAssets, loadPublicFiles, serveAssets } from './server/static-assets.mjs';

const here = import.meta.dirname;
// Every variable checked once, here: a wrong one stops the start with its name (@cadmax/contract/env).
const env = parseEnv();
const PORT = env.PORT;
// Outside production the site answers on this machine only (the local admin password is public);
// HOST=0.0.0.0 opens it to the network (scripts/lib/env.mjs then refuses the default password).
const HOST = env.HOST || (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
const HTML_CACHE_MS = env.HTML_CACHE_MS;
/** How long an idle kept-alive connection stays open (below, where the server is made). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

// One pool for the /api proxy and the SSR loaders' and form actions' calls (app/api/cms.server.ts finds it): a
// bounded number of calls at once, a bounded queue, instances out of the rotation while they are not ready.
const cms = shareCmsPool(createCmsPool(cmsUrls(process.env)));
void cms.watch();
// Prometheus metrics at /_metrics, for this machine or METRICS_TOKEN's bearer (server/metrics.mjs), and the JSON
// request log (server/request-log.mjs): docs/deployment.md.
const metrics = createMetrics({ token: env.METRICS_TOKEN });
const logger = createLogger('web');
routeConsoleTo(logger);
for (const line of envWarnings()) logger.warn(line);
// Stale copies are rendered again in the background, through this server itself (server/revalidate.mjs).
const revalidator = createRevalidator(() => server.address());
const { revalidate } = revalidator;
const htmlCache = metrics.countLookups(createHtmlCache({ ttlMs: HTML_CACHE_MS, maxEntries: 200, revalidate }), 'html');
// The CMS's public reads, kept as the pages are (web/server/api-cache.mjs).
const apiCache = metrics.countLookups(createHtmlCache({ ttlMs: HTML_CACHE_MS, maxEntries: 500, revalidate }), 'api');
/** @param {string[]} tags what changed in the CMS: the copies made from it go (server/html-cache.mjs `drop`). */
const dropChanged = (tags) => {
  htmlCache.drop(tags);
  apiCache.drop(tags);
};
// Every CMS instance's change stream: a write made anywhere (the panel, another web server, the scheduler) drops
// the copies that show it (server/content-changes.mjs).
if (htmlCache.enabled) followChanges(cms.urls, dropChanged, { warn: (line) => logger.warn(line) });

/** Set on SIGTERM: the readiness check answers 503 while the requests in flight finish (server/health.mjs). */
const lifecycle = { stopping: false };
const SHUTDOWN_TIMEOUT_MS = env.SHUTDOWN_TIMEOUT_MS;

const app = express();
app.disable('x-powered-by');
// The proxies in front of this server (TRUSTED_PROXIES, default loopback: the CMS trusts the same list), whose
// X-Forwarded-* and X-Request-Id count. Express compiles the list with proxy-addr, as the CMS does (client-ip.ts).
app.set('trust proxy', [...env.TRUSTED_PROXIES]);

const trustProxy = app.get('trust proxy fn');
// The request's id (kept from a proxy trusted as above), sent on to the CMS and in every log line about it.
app.use(withRequestId(trustProxy));
// Every body has a deadline: a slow one is cut with 408, and never holds a place in the CMS pool
// (server/request-bodies.mjs).
app.use(watchBodies());
app.use(metrics.middleware);
app.use(requestLog(logger, (req, res) => routeOf(req, res, metrics.pageRoute)));
const hsts = env.NODE_ENV === 'production';
app.use(securityHeaders({ hsts }));
app.use(healthRoutes(cms, lifecycle));

app.use(cachePublicApi(apiCache));
// An admin save goes through here: the pages and reads it changed go at once, before its change stream tells.
// React Router refuses a form post (an action) whose Origin is not the request's own origin: a cross-site post gets
// 400 before any action runs. Behind a CDN that terminates TLS the request arrives here as http://, while the
// browser's Origin is the public https:// one, so the public origin (SITE_URL) is allowed by name as well. The /api
// proxy refuses a cross-site write by the same rule (403).
const siteHost = env.SITE_URL ? new URL(env.SITE_URL).host : undefined;
app.use(createCmsProxy(cms, { onWrite: dropChanged, stopping: () => lifecycle.stopping, siteHost }));

// Hashed build assets, from memory, precompressed at build time; a year's cache. The cache front answers them;
// Express answers them while the server stops, and a 404 for a name the build does not have.
const assets = loadAssets(path.join(here, 'build/client/assets'));
// The other public files, from memory too (the cache front answers them); a Range request and a file too large to
// hold are Express's static below.
const publicFiles = loadPublicFiles(path.join(here, 'build/client'));
app.use('/assets', serveAssets(assets));
// A failed render is answered with the page's last copy when there is one (stale-if-error); under compression, which
// it must see past (server/html-cache.mjs `staleOnError`).
app.use(staleOnError(htmlCache, (req) => policyHeaders(hsts, req)));
// Cached pages were answered, compressed, before Express (cache-front.mjs): this compresses the rest.
app.use(compression());
// Everything else in public/ (logo, favicon, background.mp3, generated media) is short-cached.
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h', index: false }));

const build = await import(path.join(here, 'build/server/index.js'));
metrics.pageRoute = pageRoutes(build.routes);
app.all(
  '/{*splat}',
  pageNonce,
  // A page or form whose CMS call found the pool full answers 503 with Retry-After, not 500 (request-context.mjs).
  answerBusyPages(RETRY_AFTER_S),
  // A page is stored unless the route it matches is private (a draft's preview, the admin), however it is spelt.
  recordPages(htmlCache, (pathname) => metrics.pageRoute(pathname)),
  createRequestHandler({
    build: siteHost ? { ...build, allowedActionOrigins: [siteHost] } : build,
    // Always production: in development mode React Router puts error stacks (with server paths) into the
    // answer, and this server only ever runs a production build.
    mode: 'production',
    // forwardedFor: the public forms' actions post to the CMS for the visitor, naming it as the /api proxy does.
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, forwardedFor: forwardedFor(req) }),
  }),
);

// Last stop for errors Express itself raises (a malformed %-escape in the URL is a URIError with status 400):
// its default page shows the stack in development, so every mode answers this plain page instead.
/** @type {import('express').ErrorRequestHandler} */
const errorPage = (err, req, res, _next) => {
  const status = Number.isInteger(err?.status) && err.status >= 400 && err.status < 600 ? err.status : 500;
  // The request's own line (request-log.mjs) follows with the status; this one has the error, never the query.
  if (status >= 500) logger.error({ reqId: req.id, err }, `${req.method} ${req.path} failed`);
  if (res.headersSent) return res.end();
  const [title, text] =
    status === 404
      ? ['Page not found', 'The page you are looking for has moved, or never existed.']
      : status < 500
        ? ['Bad request', 'This address could not be read. Please check the link.']
        : ['Something went wrong', 'Please try again in a moment.'];
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Cadmax</title></head>` +
        `<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Back to home</a></p></main></body></html>`,
    );
};
app.use(errorPage);

// Copies of pages and public reads are answered before Express; the rest goes through it.
const cacheFront = createCacheFront({
  pages: htmlCache,
  assets,
  files: publicFiles,
  api: apiCache,
  hsts,
  stopping: () => lifecycle.stopping,
  requestId: (req) => requestIdOf(req, trustProxy),
  revalidation: revalidator.isRevalidation,
  // No instance in the rotation, or every place in the pool held: the last copy, rather than a render that would
  // wait for a place and fail (stale-if-error).
  unavailable: () => cms.readyCount() === 0 || cms.gate.active >= cms.gate.capacity,
  // A render no cached copy answered costs tens of milliseconds of CPU: one visitor gets a bounded share, refused
  // here before Express (server/client-limits.mjs); this server's own background renders are not counted.
  limitRenders: renderLimiter({ clientOf: (req) => proxyaddr(req, trustProxy) }),
  // Counted as the requests Express answers (metrics.mjs), with no log line: a copy is the hot path, and the request
  // that made it was logged (docs/deployment.md, "Logs").
  answered: (req, res, { pathname, seconds }) => {
    const route = pathname.startsWith('/api/')
      ? '/api'
      : pathname.startsWith('/assets/')
        ? '/assets'
        : publicFiles.has(pathname)
          ? 'static'
          : metrics.pageRoute(pathname);
    metrics.record(req.method, route, res.statusCode, seconds);
  },
});
const server = http.createServer((req, res) => {
  if (!cacheFront(req, res)) app(req, res);
});
// An idle kept-alive connection stays open longer than what sits in front of this server keeps one (load balancers
// and proxies: up to 60 s). With Node's 5 s default, a request sent on a connection just as this server closed it
// failed with a reset, which nothing retries for a POST. Stopping still closes idle connections (server/health.mjs).
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
// A request's headers must arrive within HEADERS_TIMEOUT_MS of its first byte (Node counts from there, not from the
// connection's idle time). Its body has the deadlines of server/request-bodies.mjs, which an upload's length sets:
// Node's own whole-request timeout would cut a large upload on a slow link that is still arriving fast enough.
server.headersTimeout = HEADERS_TIMEOUT_MS;
server.requestTimeout = 0;
// One address holds at most CONNECTIONS_PER_CLIENT open connections (the trusted proxies' are not counted).
const connections = capConnections(server, trustProxy);
metrics.watchPool(cms, connections.open);
// A burst of new connections waits in the kernel's accept queue while the event loop is busy: Node's default of 511
// dropped some of 1,000 at once (ops/tests/burst.test.ts); the kernel caps it at net.core.somaxconn.
server.listen({ port: PORT, host: HOST, backlog: 2048 }, () => {
  // A TCP listener (PORT, HOST) always has an AddressInfo; a string would be a pipe or socket path.
  const bound = server.address();
  const where = typeof bound === 'object' && bound ? `${bound.address} port ${bound.port}` : String(bound);
  logger.info(`listening on ${where} (CMS ${cms.urls.join(', ')})`);
});
stopGracefully(server, lifecycle, SHUTDOWN_TIMEOUT_MS, shutdownDrainMs());
