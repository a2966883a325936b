// The browser-side hardening headers (docs/security.md). Pages get a script-src with a fresh nonce
// per response, which React Router's SSR puts on its inline hydration scripts (app/entry.server.tsx);
// everything else (files, API answers) may run no script at all beyond the site's own files.
import crypto from 'node:crypto';

/**
 * The origin media come from when the CMS stores them on S3-compatible storage (S3_PUBLIC_URL, the same variable
 * the CMS builds image URLs from: docs/deployment.md, "Object storage"); none when they are this site's /uploads.
 * @param {string | undefined} publicUrl
 */
function mediaOrigin(publicUrl) {
  return publicUrl && URL.canParse(publicUrl) ? new URL(publicUrl).origin : undefined;
}
const MEDIA = mediaOrigin(process.env.S3_PUBLIC_URL);
/** @param {string} sources */
const withMedia = (sources) => (MEDIA ? `${sources} ${MEDIA}` : sources);

/**
 * Only the site itself (plus the media origin for images), the map and the two video hosts. Inline styles stay allowed: the editor and
 * the slider set them. A freshly rendered page allows its inline scripts by this response's nonce; a page
 * replayed from the HTML cache by their hashes (html-cache.mjs).
 * @param {string | undefined} nonce
 * @param {string[]} [hashes] `sha256-…` sources of the page's inline scripts
 */
export function contentSecurityPolicy(nonce, hashes = []) {
  return [
    "default-src 'self'",
    scriptSource(nonce, hashes),
    "style-src 'self' 'unsafe-inline'",
    withMedia("img-src 'self' data: blob:"),
    "media-src 'self'",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.google.com https://maps.google.com https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * With a nonce, 'strict-dynamic' lets the nonced entry load its chunks (browsers that know it ignore 'self').
 * With hashes it cannot: a module that a hashed inline script imports carries no nonce, and 'strict-dynamic'
 * would switch off the 'self' that allows it. So a replayed page allows its own origin's files (served
 * `nosniff`, uploads only as images) and exactly its inline scripts; still never inline script in general.
 * @param {string | undefined} nonce
 * @param {string[]} hashes
 */
function scriptSource(nonce, hashes) {
  if (nonce) return `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;
  if (hashes.length) return `script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')}`;
  return "script-src 'self'";
}

/**
 * Uploaded files run nothing and load nothing, even opened directly; the CMS sends the same for the
 * /uploads it serves itself (cms/src/middlewares/upload-headers.ts).
 */
export const UPLOADS_CSP = "default-src 'none'; sandbox";
const UPLOADS = /^\/uploads\//;

/** The headers this server decides for everything it answers: a proxied CMS answer's own are dropped. */
const DECIDED_HERE = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
];

/** 128 random bits, base64: unguessable per response. */
export const newNonce = () => crypto.randomBytes(16).toString('base64');

/**
 * One header policy for every answer, pages, files and the proxied /api and /uploads alike.
 * HSTS only when `hsts` (production) and the request came over HTTPS (`req.secure`: the app trusts
 * the loopback proxy's X-Forwarded-Proto); over plain HTTP a browser ignores it anyway.
 * @param {{ hsts: boolean }} options
 * @returns {import('express').RequestHandler}
 */
export function securityHeaders({ hsts }) {
  const csp = contentSecurityPolicy(undefined);
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', UPLOADS.test(req.path) ? UPLOADS_CSP : csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    if (hsts && req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/**
 * For an answer proxied from the CMS, before its headers are copied: drops the CMS's own policy
 * headers (Strapi's helmet CSP with upgrade-insecure-requests, its HSTS...) so the ones
 * securityHeaders() set stay, and makes any uploaded file that is not an image a download.
 * @param {import('node:http').IncomingMessage} proxyRes
 * @param {string} path
 */
export function overrideProxiedHeaders(proxyRes, path) {
  for (const name of DECIDED_HERE) delete proxyRes.headers[name];
  if (UPLOADS.test(path) && !/^image\//i.test(proxyRes.headers['content-type'] ?? ''))
    proxyRes.headers['content-disposition'] = 'attachment';
}

/**
 * For a page: a fresh nonce in `res.locals.cspNonce` (the render and the HTML cache read it) and the
 * policy naming it.
 * @param {import('express').Response} res
 */
export function setPageNonce(res) {
  const nonce = newNonce();
  res.locals.cspNonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
  return nonce;
}

/**
 * Middleware before a page's render: see setPageNonce.
 * @param {import('express').Request} _req
 * @param {import('express').Response} res
 * @param {import('express').NextFunction} next
 */
export function pageNonce(_req, res, next) {
  setPageNonce(res);
  next();
}
