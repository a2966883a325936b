// The production web server (`npm start` runs it through scripts/start.mjs):
// server-rendered public pages, the client-only admin, /api and /uploads proxied to the
// CMS, compressed responses and long-cached hashed assets.
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const here = import.meta.dirname;
const PORT = Number(process.env.PORT ?? 3000);
const CMS = process.env.CMS_INTERNAL_URL ?? `http://127.0.0.1:${process.env.CMS_PORT ?? '1337'}`;

const app = express();
app.disable('x-powered-by');
// Behind one proxy hop at most (a load balancer); lets the CMS rate limiter see the client IP.
app.set('trust proxy', 'loopback');

// Only the site itself, the map and the two video hosts (docs/security.md). script-src needs
// 'unsafe-inline' because React Router's SSR writes inline hydration scripts without a nonce: a
// known gap, narrowed by the blog HTML being sanitized on save and on read. Inline styles come from
// the editor and the slider.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.google.com https://maps.google.com https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
const HSTS = process.env.NODE_ENV === 'production';

app.use((_req, res, next) => {
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  if (HSTS) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
});

// Proxied before any body parser so multipart uploads stream through untouched. Express
// strips the mount path, so it is put back: the CMS serves /api/... and /uploads/....
for (const prefix of ['/api', '/uploads']) {
  app.use(
    prefix,
    createProxyMiddleware({
      target: CMS,
      changeOrigin: false,
      xfwd: true,
      pathRewrite: (p) => `${prefix}${p}`,
      proxyTimeout: 60_000,
      on: {
        error: (_err, _req, res) => {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ status: false, message: 'The content service is unavailable.' }));
          }
        },
      },
    }),
  );
}

app.use(compression());

// Hashed build assets never change under the same name.
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
// A missing hashed asset (an old page after a deploy) is a plain 404, not a rendered page.
app.use('/assets', (_req, res) => {
  res.status(404).end();
});
// Everything else in public/ (logo, favicon, background.mp3, generated media) is short-cached.
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h', index: false }));

const build = await import(path.join(here, 'build/server/index.js'));
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV ?? 'production' }));

app.listen(PORT, () => console.log(`[web] listening on http://localhost:${PORT} (CMS ${CMS})`));
