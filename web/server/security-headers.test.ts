/**
 * On the web server: one header policy for everything it serves. Proxied /api and
 * /uploads answers lose the CMS's own CSP and HSTS (Strapi's helmet sends upgrade-insecure-requests and
 * HSTS even over plain HTTP) and get this server's; /uploads get the sandbox CSP, and a file that is not
 * an image is a download; HSTS only in production behind HTTPS. Only a preview may be framed by the Strapi panel.
 */
import http from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCmsProxy } from './cms-proxy.mjs';
import { createCmsPool } from './cms-upstreams.mjs';
import { contentSecurityPolicy, pageNonce, panelOrigins, securityHeaders, UPLOADS_CSP } from './security-headers.mjs';
import { serve, type Served } from './test-servers';

// The panel's public origin, read when security-headers.mjs loads (as the server reads its environment).
const PANEL = vi.hoisted(() => {
  process.env.CMS_PUBLIC_URL = 'https://cms.cadmax.example/';
  return 'https://cms.cadmax.example';
});

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

const STRAPI_CSP = "connect-src 'self' https:;default-src 'self';img-src 'self' data: blob:;upgrade-insecure-requests";

/** A CMS stand-in sending helmet's headers, as Strapi does, and a type by extension. */
async function cms() {
  const served = await serve((req, res) => {
    const type = req.url?.endsWith('.png')
      ? 'image/png'
      : req.url?.endsWith('.html')
        ? 'text/html'
        : 'application/json';
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Security-Policy': STRAPI_CSP,
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'no-referrer',
    });
    res.end(type === 'application/json' ? '{"status":true}' : 'x');
  });
  open.push(served);
  return served;
}

/** The web server's header and proxy middlewares, in server.mjs's order, and a static page. */
async function site(hsts: boolean) {
  const upstream = await cms();
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders({ hsts }));
  app.use(createCmsProxy(createCmsPool([upstream.url]), { onWrite: () => {} }));
  app.get('/about', (_req, res) => {
    res.type('html').send('<p>about</p>');
  });
  // A rendered page, as server.mjs's React Router handler: its CSP names a fresh nonce.
  app.get('/{*splat}', pageNonce, (_req, res) => {
    res.type('html').send('<p>page</p>');
  });
  const served = await serve(app);
  open.push(served);
  return async (path: string, headers: Record<string, string> = {}) => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${served.url}${path}`, { headers }, resolve).on('error', reject),
    );
    res.resume();
    return res.headers;
  };
}

describe('the web server header policy', () => {
  it("proxied /api answers carry this server's CSP and no HSTS over plain HTTP, like the pages", async () => {
    const get = await site(true);
    for (const path of ['/api/site/home', '/about']) {
      const headers = await get(path);
      expect(headers['content-security-policy'], path).toBe(contentSecurityPolicy(undefined));
      expect(headers['strict-transport-security'], path).toBeUndefined();
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('HSTS in production only when the request came over HTTPS (the trusted proxy says so)', async () => {
    const production = await site(true);
    for (const path of ['/api/site/home', '/uploads/a.png', '/about']) {
      expect((await production(path, { 'X-Forwarded-Proto': 'https' }))['strict-transport-security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const development = await site(false);
    expect(
      (await development('/api/site/home', { 'X-Forwarded-Proto': 'https' }))['strict-transport-security'],
    ).toBeUndefined();
  });

  it('/uploads: the sandbox CSP and nosniff; an image is shown, anything else is a download', async () => {
    const get = await site(true);
    const image = await get('/uploads/a.png');
    expect(image['content-security-policy']).toBe(UPLOADS_CSP);
    expect(image['x-content-type-options']).toBe('nosniff');
    expect(image['content-disposition']).toBeUndefined();
    const page = await get('/uploads/planted.html');
    expect(page['content-security-policy']).toBe(UPLOADS_CSP);
    expect(page['content-disposition']).toBe('attachment');
    // The sandbox policy is for uploads only.
    expect((await get('/api/uploads/a.html'))['content-security-policy']).toBe(contentSecurityPolicy(undefined));
  });

  it("the panel may frame a preview (/preview/*), and nothing else: every other answer keeps 'self' and X-Frame-Options", async () => {
    const get = await site(false);
    const preview = await get('/preview/blog/abc123?token=x');
    expect(preview['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(preview['content-security-policy']).toContain(`; frame-ancestors 'self' ${PANEL}; `);
    expect(preview['x-frame-options']).toBeUndefined();
    for (const path of ['/', '/blog-details/abc123', '/admin/blog-list', '/previews/x', '/api/site/home', '/about']) {
      const headers = await get(path);
      expect(headers['content-security-policy'], path).toContain("; frame-ancestors 'self'; ");
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });
});

describe('panelOrigins', () => {
  it("is CMS_PUBLIC_URL's origin, else the CMS on this machine's port", () => {
    expect(panelOrigins({ CMS_PUBLIC_URL: 'https://cms.cadmax.example/admin' })).toEqual([
      'https://cms.cadmax.example',
    ]);
    expect(panelOrigins({ CMS_PORT: '1410' })).toEqual(['http://localhost:1410', 'http://127.0.0.1:1410']);
    expect(panelOrigins({ CMS_PUBLIC_URL: 'not a url' })).toEqual(['http://localhost:1337', 'http://127.0.0.1:1337']);
  });
});
