// The production web server (`npm start` runs it through scripts/start.mjs):
// server-rendered public pages, the client-only admin, /api and /uploads proxied to the
// CMS, compressed responses and long-cached hashed assets.
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { createCmsProxy } from './server/cms-proxy.mjs';
import { cmsUrls, createCmsPool } from './server/cms-upstreams.mjs';
import { createHtmlCache, recordPages, serveCachedPages } from './server/html-cache.mjs';
import { pageNonce, securityHeaders } from './server/security-headers.mjs';

const here = import.meta.dirname;
const PORT = Number(process.env.PORT ?? 3000);
const HTML_CACHE_MS = Number(process.env.HTML_CACHE_MS ?? 1000);
if (!Number.isFinite(HTML_CACHE_MS) || HTML_CACHE_MS < 0)
  throw new Error(`HTML_CACHE_MS must be milliseconds (0 turns the cache off), got "${process.env.HTML_CACHE_MS}".`);

const cms = createCmsPool(cmsUrls(process.env));
const htmlCache = createHtmlCache({ ttlMs: HTML_CACHE_MS, maxEntries: 200 });

const app = express();
app.disable('x-powered-by');
// Behind one proxy hop at most (a load balancer); lets the CMS rate limiter see the client IP.
app.set('trust proxy', 'loopback');

app.use(securityHeaders({ hsts: process.env.NODE_ENV === 'production' }));

// An admin save goes through here: the pages it changes must not be served from the cache.
app.use(createCmsProxy(cms, { onWrite: () => htmlCache.clear() }));

app.use(compression());
app.use(serveCachedPages(htmlCache));

// Hashed build assets never change under the same name.
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
// A missing hashed asset (an old page after a deploy) is a plain 404, not a rendered page.
app.use('/assets', (_req, res) => {
  res.status(404).end();
});
// Everything else in public/ (logo, favicon, background.mp3, generated media) is short-cached.
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h', index: false }));

const build = await import(path.join(here, 'build/server/index.js'));
app.all(
  '/{*splat}',
  pageNonce,
  recordPages(htmlCache),
  createRequestHandler({
    build,
    // Always production: in development mode React Router puts error stacks (with server paths) into the
    // answer, and this server only ever runs a production build.
    mode: 'production',
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
  }),
);

// Last stop for errors Express itself raises (a malformed %-escape in the URL is a URIError with status 400):
// its default page shows the stack in development, so every mode answers this plain page instead.
app.use((err, req, res, _next) => {
  const status = Number.isInteger(err?.status) && err.status >= 400 && err.status < 600 ? err.status : 500;
  if (status >= 500) console.error(`[web] ${req.method} ${req.originalUrl}:`, err);
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
});

app.listen(PORT, () => console.log(`[web] listening on http://localhost:${PORT} (CMS ${cms.urls.join(', ')})`));
