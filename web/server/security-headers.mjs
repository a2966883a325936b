// The browser-side hardening headers (docs/security.md). Pages get a script-src with a fresh nonce
// per response, which React Router's SSR puts on its inline hydration scripts (app/entry.server.tsx);
// everything else (files, API answers) may run no script at all beyond the site's own files.
import crypto from 'node:crypto';
import helmet from 'helmet';
import { envValue, isLoopback } from './env.mjs';

/**
 * The origin media come from when the CMS stores them on S3-compatible storage (S3_PUBLIC_URL, the same variable
 * the CMS builds image URLs from: docs/deployment.md, "Object storage"); none when they are this site's /uploads.
 * @param {string | undefined} publicUrl
 */
function mediaOrigin(publicUrl) {
  return publicUrl && URL.canParse(publicUrl) ? new URL(publicUrl).origin : undefined;
}
const MEDIA = mediaOrigin(envValue('S3_PUBLIC_URL'));
/** @param {string} sources */
const withMedia = (sources) => (MEDIA ? `${sources} ${MEDIA}` : sources);

/**
 * Only the site itself (plus the media origin for images), the map and the two video hosts. Inline styles stay allowed: the editor and
 * the slider set them. A freshly rendered page allows its inline scripts by this response's nonce; a page
 * replayed from the HTML cache by their hashes (html-cache.mjs).
 * @param {string | undefined} nonce
 * @param {string[]} [hashes] `sha256-…` sources of the page's inline scripts
 * @param {string} [ancestors] who may frame the answer: the site itself, and for a preview the panel (framing)
 */
export function contentSecurityPolicy(nonce, hashes = [], ancestors = "'self'") {
  return [
    "default-src 'self'",
    scriptSource(nonce, hashes),
    "style-src 'self' 'unsafe-inline'",
    withMedia("img-src 'self' data: blob:"),
    "media-src 'self'",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.google.com https://maps.google.com https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    `frame-ancestors ${ancestors}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy of every answer that is not a page rendered or replayed here: no inline script at all. */
export const OTHER_CSP = contentSecurityPolicy(undefined);

/**
 * The Strapi panel's origin: its content manager shows a draft's Preview (`/preview/*`, cms/config/admin.ts) in a
 * frame of the panel. CMS_PUBLIC_URL's origin, else the CMS on this machine's CMS_PORT (how start.mjs opens it).
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function panelOrigins(env) {
  const publicUrl = env.CMS_PUBLIC_URL?.trim();
  if (publicUrl && URL.canParse(publicUrl)) return [new URL(publicUrl).origin];
  const port = env.CMS_PORT || '1337';
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
const PREVIEW = /^\/preview\//;
const PREVIEW_ANCESTORS = ["'self'", ...panelOrigins(process.env)].join(' ');

/**
 * Who may frame an answer: the panel (besides the site) only a preview, everything else the site alone.
 * @param {string} path
 */
export const frameAncestors = (path) => (PREVIEW.test(path) ? PREVIEW_ANCESTORS : "'self'");

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

/**
 * The headers besides the CSP, from helmet, with only what this policy sends: nosniff, the referrer policy, X-Frame-Options
 * (not on a preview, framed by the panel: X-Frame-Options cannot name the panel's origin, its CSP frame-ancestors does)
 * and HSTS (when asked). The CSP is not helmet's: a page replayed from the HTML cache needs the same policy rendered
 * outside Express with its own script hashes (contentSecurityPolicy, above).
 * @param {{ framable: boolean, hsts: boolean }} choice
 */
const helmetFor = ({ framable, hsts }) =>
  helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts && { maxAge: 31_536_000, includeSubDomains: true },
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: !framable && { action: 'sameorigin' },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });

/**
 * The headers a helmet middleware sets, as a flat name/value list (for writeHead, cache-front.mjs): run once, here.
 * @param {ReturnType<typeof helmet>} middleware
 */
function headersOf(middleware) {
  /** @type {string[]} */
  const headers = [];
  const res = { setHeader: (/** @type {string} */ name, /** @type {string} */ value) => headers.push(name, value) };
  middleware(/** @type {any} */ ({}), /** @type {any} */ (res), () => {});
  return headers;
}

/**
 * A choice's middleware and its headers, made once.
 * @param {boolean} framable
 * @param {boolean} hsts
 */
function policy(framable, hsts) {
  const middleware = helmetFor({ framable, hsts });
  return { middleware, headers: headersOf(middleware) };
}
const POLICIES = {
  site: { plain: policy(false, false), https: policy(false, true) },
  preview: { plain: policy(true, false), https: policy(true, true) },
};
/** @param {boolean} hsts @param {import('node:http').IncomingMessage} req */
function policyOf(hsts, req) {
  const kind = PREVIEW.test(pathOf(req)) ? POLICIES.preview : POLICIES.site;
  return hsts && cameOverHttps(req) ? kind.https : kind.plain;
}

/** The headers this server decides for everything it answers: a proxied CMS answer's own are dropped. */
export const POLICY_HEADERS = [
  'content-security-policy',
  ...POLICIES.site.https.headers.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()),
];

/**
 * Whether the request came over HTTPS: on this socket, or, from a proxy on this machine (a loopback peer), as its
 * X-Forwarded-Proto says.
 * @param {import('node:http').IncomingMessage} req
 */
export function cameOverHttps(req) {
  if (/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  if (!proto || !isLoopback(req.socket.remoteAddress)) return false;
  return /^\s*https\s*(,|$)/i.test(String(proto));
}

/** @param {import('node:http').IncomingMessage} req */
const pathOf = (req) => (req.url ?? '/').split('?')[0] ?? '/';

/**
 * The policy headers but the CSP, as a flat name/value list (for writeHead): HSTS only when `hsts` (production)
 * and the request came over HTTPS; over plain HTTP a browser ignores it anyway. X-Frame-Options on all but a
 * preview (frameAncestors).
 * @param {boolean} hsts
 * @param {import('node:http').IncomingMessage} req
 */
export const policyHeaders = (hsts, req) => policyOf(hsts, req).headers;

/** 128 random bits, base64: unguessable per response. */
export const newNonce = () => crypto.randomBytes(16).toString('base64');

/**
 * One header policy for every answer, pages, files and the proxied /api and /uploads alike (policyHeaders).
 * @param {{ hsts: boolean }} options
 * @returns {import('express').RequestHandler}
 */
export function securityHeaders({ hsts }) {
  return (req, res, next) => {
    res.setHeader(
      'Content-Security-Policy',
      UPLOADS.test(req.path) ? UPLOADS_CSP : contentSecurityPolicy(undefined, [], frameAncestors(req.path)),
    );
    policyOf(hsts, req).middleware(req, res, next);
  };
}

/**
 * For an answer proxied from the CMS, before its headers are sent on: drops the CMS's own policy
 * headers (Strapi's helmet CSP with upgrade-insecure-requests, its HSTS...) so the ones
 * securityHeaders() set stay, and makes any uploaded file that is not an image a download.
 * @param {Record<string, string | string[] | undefined>} headers the CMS's answer headers, changed in place
 * @param {string} path
 */
export function overrideProxiedHeaders(headers, path) {
  for (const name of POLICY_HEADERS) delete headers[name];
  if (UPLOADS.test(path) && !/^image\//i.test(String(headers['content-type'] ?? '')))
    headers['content-disposition'] = 'attachment';
}

/**
 * For a page: a fresh nonce in `res.locals.cspNonce` (the render and the HTML cache read it) and the
 * policy naming it.
 * @param {import('express').Response} res
 * @param {string} [path] the page's path (who may frame it: frameAncestors)
 */
export function setPageNonce(res, path = '/') {
  const nonce = newNonce();
  res.locals.cspNonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, [], frameAncestors(path)));
  return nonce;
}

/**
 * Middleware before a page's render: see setPageNonce.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {import('express').NextFunction} next
 */
export function pageNonce(req, res, next) {
  setPageNonce(res, req.path);
  next();
}
