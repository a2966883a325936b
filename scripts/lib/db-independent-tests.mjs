// The integration (cms) and ops test files that exercise no database-specific code: they run on SQLite under
// `npm test` and are left out of `npm run test:postgres` (vitest.config.ts), where each would only boot Strapi or
// the built product again to test the same thing. The rule: a file stays on both databases when what it tests
// goes through SQL that differs by dialect or a database's own behaviour — queries, filters and sorting, case-
// insensitive matches, dates, counts, indexes, text search, migrations, the seed, schemas, uniqueness races,
// transactions and locking, backup and restore. When in doubt a file stays on both. scripts/db-independent-tests.test.ts
// keeps this list true to the tree.

/** Path from the repository's root → why the file does not depend on the database. */
export const DB_INDEPENDENT_TESTS = {
  'cms/tests/auth.test.ts':
    'login, tokens, profile and password: bcrypt, JWT and the one admin row read by id (the email is lower-cased in code)',
  'cms/tests/client-ip.test.ts': 'TRUSTED_PROXIES and X-Forwarded-For on a stand-in server; no Strapi boot',
  'cms/tests/content-changes.test.ts': 'the tags each read and write announces on the change stream (hooks, not SQL)',
  'cms/tests/contract.test.ts':
    "the content types' schema.json against the contract's tables, refusals before any write, rich text cleaned in code",
  'cms/tests/control-chars.test.ts': 'the field rules refuse the text before anything is written',
  'cms/tests/download-names.test.ts': "a resume download's Content-Disposition name, made in code from the stored name",
  'cms/tests/framework-contracts.test.ts': "reads the installed frameworks' code; no database",
  'cms/tests/image-alts.test.ts': 'a pure function on alt texts; no Strapi boot',
  'cms/tests/images.test.ts': 'WebP copies made by sharp and stored by the upload provider',
  'cms/tests/limits.test.ts': 'rate-limit counters held in memory',
  'cms/tests/logs.test.ts': "Strapi's logger factory; no database",
  'cms/tests/project-alts.test.ts': 'alt texts renamed in code on publish; the records are read and saved by id',
  'cms/tests/public-cache.test.ts': "the public reads' in-memory cache and what empties it",
  'cms/tests/rate-limit-slow-redis.test.ts': 'rate limits in Redis and their fallback to memory',
  'cms/tests/shared-redis.test.ts': 'rate-limit counters and cache clears shared through Redis',
  'cms/tests/security/auth-hardening.test.ts':
    'limits, X-Forwarded-For trust, registration, logout and no-store headers on the auth routes',
  'cms/tests/security/auth-matrix.test.ts': "the routes' guards: 401 for every bad credential",
  'cms/tests/security/cors-headers.test.ts': 'CORS and security headers',
  'cms/tests/security/lone-surrogate.test.ts': 'refused with a 400 before any handler runs',
  'cms/tests/security/panel-matrix.test.ts': "the panel routes' guards (its matrix already ran on SQLite only)",
  'cms/tests/security/temp-files.test.ts': 'multipart temp files and the size caps, before any write',
  'cms/tests/security/uploads.test.ts': "an upload's type from its bytes, and the headers /uploads answers with",
  'cms/tests/security/xss.test.ts': 'the rich-text allowlist on save and on read',
  'ops/tests/burst.test.ts': "the web server's pool and queue under a burst (already skipped on PostgreSQL)",
  'ops/tests/degraded.test.ts': 'Redis and the object store failing (already skipped on PostgreSQL)',
  'ops/tests/first-start.test.ts':
    "the .env filled and Strapi's store's first-start marker, read and written by key; the first start's seed on PostgreSQL is runbook.test.ts's (two instances on an empty database, seeded once)",
  'ops/tests/object-storage.test.ts':
    'images and resumes in the S3 bucket, read through another instance: the upload provider, not the database',
  'ops/tests/form-client-ip.test.ts': "the route action's X-Forwarded-For and the CMS's trust of it (rate limits)",
  'ops/tests/form-memory.test.ts': "the web server's memory under slow career posts (already skipped on PostgreSQL)",
  'ops/tests/listen-host.test.ts': "the web server's listen address and keep-alive; no CMS",
  'ops/tests/slow-clients.test.ts': 'slow and hostile clients against the web server (already skipped on PostgreSQL)',
  'ops/tests/slow-uploads.test.ts': "the career form's upload admission per client (already skipped on PostgreSQL)",
};

/**
 * The listed files of one Vitest project, relative to its root (`cms` or `ops`), to exclude on PostgreSQL.
 * @param {string} projectRoot
 * @returns {string[]}
 */
export function dbIndependentFiles(projectRoot) {
  const prefix = `${projectRoot}/`;
  return Object.keys(DB_INDEPENDENT_TESTS)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length));
}
