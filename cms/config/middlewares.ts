import os from 'node:os';
import type { Core } from '@strapi/strapi';
import type { Env } from '@cadmax/contract/env';
import { cmsEnv } from '../src/lib/env';
import { CSP_DEFAULTS } from '@strapi/utils';
import { FIELDS_MAX_BYTES, REQUEST_FILES_MAX_BYTES } from '../src/lib/upload-limits';
import { ownerOnlyTempDir } from '../src/lib/owner-only';

let fileSequence = 0;

/** With media on S3 (config/plugins.ts), the panel's media library shows them from the bucket's public origin. */
function security(publicUrl: string): Core.Config.Middlewares[number] {
  if (!URL.canParse(publicUrl)) return 'strapi::security';
  const origin = new URL(publicUrl).origin;
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': [...CSP_DEFAULTS['img-src'], origin],
          'media-src': [...CSP_DEFAULTS['media-src'], origin],
        },
      },
    },
  };
}

const config = (): Core.Config.Middlewares => middlewares(cmsEnv());

const middlewares = (env: Env): Core.Config.Middlewares => [
  // A cached public read never reaches this stack: the HTTP server answers it first (cms/src/lib/public-cache.ts
  // `answerHitsFirst`), with its request id, counted in the metrics, no log line.
  // The request log: a JSON line per other request with the web server's request id (src/lib/request-log.ts, LOG_LEVEL).
  'global::request-log',
  // GET /_metrics, not public, and every request counted by route and status (src/lib/metrics.ts).
  'global::metrics',
  // Liveness and readiness for a balancer (cms/src/lib/health.ts).
  'global::health',
  // GET /_changes, for the web servers only: what each write changed (src/lib/content-changes.ts).
  'global::change-stream',
  'strapi::errors',
  // The adapter's paths answer every failure as {status:false, message}; it wraps strapi::body to catch its errors.
  'global::api-errors',
  // Its headers are worked out once per kind of request (src/lib/security-headers.ts, wired in src/index.ts).
  security(env.S3_PUBLIC_URL ?? ''),
  {
    name: 'strapi::cors',
    // Only the site's own origin; the default is any origin. A delete's `X-Trash-Id` (the admin's 'Undo', D-11.2)
    // must be readable when the admin calls the API on another origin (VITE_API_BASE).
    config: {
      origin: env.SITE_ORIGINS ?? [env.SITE_URL ?? 'http://localhost:3000'],
      expose: ['X-Trash-Id'],
    },
  },
  // No strapi::poweredBy: the X-Powered-By header only tells an attacker which software to aim at.
  'strapi::query',
  // /uploads answers get a sandbox CSP, nosniff, and a download for anything not an image.
  'global::upload-headers',
  {
    // Wrapped in src/index.ts (src/lib/temp-files.ts): every temporary upload file goes when the request is answered.
    name: 'strapi::body',
    config: {
      jsonLimit: FIELDS_MAX_BYTES,
      formLimit: FIELDS_MAX_BYTES,
      textLimit: FIELDS_MAX_BYTES,
      formidable: {
        // Where files wait until their request is answered (then src/lib/temp-files.ts deletes them): a folder
        // only this user reads, inside UPLOAD_TMP_DIR (src/lib/owner-only.ts).
        uploadDir: ownerOnlyTempDir(env.UPLOAD_TMP_DIR ?? os.tmpdir()),
        // formidable 2 (koa-body 6) counts maxFileSize over ALL the files of a request (it has no maxTotalFileSize):
        // so it is the request's cap here, and each file's own cap (FILE_MAX_BYTES) is checked once it is on disk
        // (lib/uploads.ts, the media library's sizeLimit). The 413 message names both.
        maxFileSize: REQUEST_FILES_MAX_BYTES,
        maxFieldsSize: FIELDS_MAX_BYTES,
        // formidable lists a field's files in the order their disk writes finish, not the order sent:
        // number them as they begin (in request order) so uploads keep their order (cms/src/lib/uploads.ts).
        onFileBegin: (_field: string, file: { sequence?: number }) => {
          fileSequence += 1;
          file.sequence = fileSequence;
        },
      },
    },
  },
  // Before any route: a lone surrogate in a password crashes bcryptjs, and the process with it.
  'global::well-formed-text',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
