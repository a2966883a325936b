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

app.use((_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
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
