/**
 * Every environment variable the product reads, defined once (D-7): its type and default (zod), what it means, and
 * which process reads it. The CMS's config, its libraries, the web server and the scripts all read through here;
 * `.env.example` and docs/deployment.md's table list the same names (scripts/env-coverage.test.ts checks it, and
 * `node scripts/env-table.mjs` writes the table). Node only: import it as `@cadmax/contract/env`, never from browser code.
 *
 * An empty value counts as unset (a `.env` copied from `.env.example` leaves most of them empty), except where a
 * variable says empty means something (`S3_ACL=`: no ACL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv as parseDotEnv } from 'node:util';
import { z } from 'zod';
import { assertRange } from './net';

export { assertRange, isLoopback, proxyMatcher } from './net';
export { RESUME_BUCKET_SUFFIX, mediaBucketPolicy, resumeBucketName } from './buckets';
export { readableDestination, readableLine, readableLogs, withoutAnsi, type LogLine } from './log-lines';

/** Who reads a variable: the CMS (Strapi), the web server, the scripts (start, seed, backup, restore), the web build. */
export type EnvReader = 'cms' | 'web' | 'scripts' | 'build';

interface Spec<S extends z.ZodType = z.ZodType> {
  schema: S;
  readers: readonly EnvReader[];
  /** The default as the docs say it (a value, or how it is worked out). */
  defaultText: string;
  description: string;
  /** Empty is a value, not "unset". */
  keepEmpty?: boolean;
}

const spec = <S extends z.ZodType>(
  readers: readonly EnvReader[],
  defaultText: string,
  schema: S,
  description: string,
  keepEmpty = false,
): Spec<S> => ({ schema, readers, defaultText, description, keepEmpty });

const text = () => z.string().trim();
const optionalText = () => text().optional();
const wholeNumber = (min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `expected at least ${min}`));
const int = (fallback: number, min = 1) => wholeNumber(min).default(fallback);
const optionalInt = (min = 1) => wholeNumber(min).optional();
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .transform((v) => v === 'true')
    .default(fallback);
const url = () => z.url({ error: 'expected a URL (http://… or https://…)' });
const list = () =>
  z.string().transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const port = (fallback: number) => int(fallback).pipe(z.number().max(65535, 'expected a port (1 to 65535)'));
const SECRET = 'random, generated into `.env` by `npm start`';

const RESUME_DAILY_DEFAULT = 500;
/**
 * The share of the daily resume cap one sending network may take when RESUME_NETWORK_DAILY_MAX is unset: 20 networks
 * are needed to fill it, and one that tries is refused on its own (cms/src/lib/resume-budget.ts).
 */
export const RESUME_NETWORK_SHARE = 0.05;

/** The variables, in the order of docs/deployment.md's table. */
export const ENV_VARS = {
  NODE_ENV: spec(
    ['cms', 'web', 'scripts'],
    '`development`',
    z.enum(['development', 'production', 'test']).default('development'),
    '`production` turns on the start-up safety checks and HSTS',
  ),
  PORT: spec(['web', 'scripts'], '`3000`', port(3000), "the site's port"),
  HOST: spec(
    ['web', 'scripts'],
    '`127.0.0.1`, production every interface',
    optionalText(),
    "the site's listen address; beyond loopback the start refuses the local default `ADMIN_PASSWORD`",
  ),
  CMS_PORT: spec(
    ['cms', 'web', 'scripts'],
    '`1337`',
    port(1337),
    "the CMS's port (also what `npm run restore` checks is closed)",
  ),
  CMS_HOST: spec(['cms', 'scripts'], '`127.0.0.1`', text().default('127.0.0.1'), "the CMS's listen address"),
  CMS_INTERNAL_URL: spec(
    ['web'],
    '`http://127.0.0.1:CMS_PORT`',
    optionalText(),
    'where the web server reaches the CMS; several instances: a comma-separated list, taken in turn',
  ),
  CMS_PUBLIC_URL: spec(
    ['cms', 'web'],
    'empty',
    optionalText(),
    "Strapi's public URL (for the panel behind a proxy); the web server lets its origin frame `/preview/*` (the panel's Preview)",
  ),
  CMS_PUBLIC_DIR: spec(
    ['cms', 'scripts'],
    '`./public` (in `cms/`)',
    text().default('./public'),
    "Strapi's public folder; uploads in `<dir>/uploads`",
  ),
  SITE_URL: spec(
    ['cms', 'web', 'scripts'],
    '`http://localhost:PORT`',
    url().optional(),
    'the public origin: canonical URLs, sitemap, CORS, the form posts allowed behind a CDN',
  ),
  SITE_ORIGINS: spec(['cms'], '`SITE_URL`', list().optional(), 'CORS origins, comma-separated, if more than one'),
  VITE_API_BASE: spec(
    ['build'],
    '`/api`',
    optionalText(),
    "the API's base path in the browser bundle, read when the web is built (`npm run build`)",
  ),
  DATABASE_CLIENT: spec(
    ['cms', 'scripts'],
    '`sqlite`',
    z.enum(['sqlite', 'postgres'], { error: 'expected sqlite or postgres' }).default('sqlite'),
    '`sqlite` or `postgres`',
  ),
  DATABASE_FILENAME: spec(
    ['cms', 'scripts'],
    '`.tmp/data.db` (at the root)',
    optionalText(),
    'the SQLite file (relative paths from the root)',
  ),
  DATABASE_URL: spec(['cms', 'scripts'], '—', optionalText(), 'PostgreSQL connection string'),
  DATABASE_SCHEMA: spec(['cms', 'scripts'], '`public`', text().default('public'), 'PostgreSQL schema'),
  SEED_EMPTY_DATABASE: spec(
    ['cms'],
    '`true`',
    bool(true),
    "at its start the CMS fills an empty database with the site's fixed content (once, with several instances starting together); `false` leaves it empty",
  ),
  DATABASE_POOL_MIN: spec(['cms'], '`0`', int(0, 0), 'PostgreSQL pool per instance: the connections kept open'),
  DATABASE_POOL_MAX: spec(['cms'], '`10`', int(10), 'PostgreSQL pool per instance: the most connections'),
  DATABASE_CONNECTION_TIMEOUT: spec(['cms'], '`60000`', int(60_000), 'ms to wait for a pooled connection'),
  ADMIN_EMAIL: spec(
    ['cms', 'scripts'],
    '`admin@cadmax.local`',
    text().default('admin@cadmax.local'),
    'the site admin (React admin) made on first start',
  ),
  ADMIN_PASSWORD: spec(
    ['cms', 'scripts'],
    '`ChangeMe-Local-123`',
    optionalText(),
    "the site admin's first password; production, or a server listening beyond loopback, refuses the default",
  ),
  NEW_ADMIN_PASSWORD: spec(
    ['scripts'],
    'asked for',
    optionalText(),
    '`npm run admin:reset-password` sets this password instead of asking for one',
  ),
  CMS_ADMIN_EMAIL: spec(
    ['cms', 'scripts'],
    '`cms-admin@cadmax.local`',
    text().default('cms-admin@cadmax.local'),
    "the Strapi panel's super admin, made on first start",
  ),
  CMS_ADMIN_PASSWORD: spec(
    ['cms', 'scripts'],
    SECRET,
    optionalText(),
    'its password; production refuses it missing; later changes do not touch an existing account',
  ),
  APP_KEYS: spec(
    ['cms', 'scripts'],
    SECRET,
    list().optional(),
    "Strapi's session keys (comma-separated); the same on every instance",
  ),
  API_TOKEN_SALT: spec(['cms', 'scripts'], SECRET, optionalText(), 'a Strapi secret; the same on every instance'),
  ADMIN_JWT_SECRET: spec(['cms', 'scripts'], SECRET, optionalText(), 'a Strapi secret; the same on every instance'),
  TRANSFER_TOKEN_SALT: spec(['cms', 'scripts'], SECRET, optionalText(), 'a Strapi secret; the same on every instance'),
  JWT_SECRET: spec(['cms', 'scripts'], SECRET, optionalText(), 'a Strapi secret; the same on every instance'),
  ENCRYPTION_KEY: spec(['cms', 'scripts'], SECRET, optionalText(), 'a Strapi secret; the same on every instance'),
  ADMIN_API_JWT_SECRET: spec(
    ['cms', 'scripts'],
    SECRET,
    optionalText(),
    "signs the React admin's tokens; the same on every instance",
  ),
  ADMIN_TOKEN_TTL: spec(['cms'], '`7d`', text().default('7d'), 'lifetime of an admin token (jsonwebtoken syntax)'),
  LOGIN_RATE_MAX: spec(['cms'], '`10`', int(10), 'login attempts per client IP per window'),
  LOGIN_RATE_WINDOW_MS: spec(['cms'], '`900000`', int(900_000), 'the login window (ms, counted in whole seconds)'),
  LOGIN_ACCOUNT_RATE_MAX: spec(['cms'], '`20`', int(20), 'login attempts per account (normalized email) per window'),
  PUBLIC_FORM_RATE_MAX: spec(['cms'], '`30`', int(30), 'contact, job and subscribe submissions per IP per window'),
  PUBLIC_FORM_RATE_WINDOW_MS: spec(['cms'], '`600000`', int(600_000), "the public forms' window (ms)"),
  REDIS_URL: spec(
    ['cms'],
    'unset',
    optionalText(),
    'with N instances: the shared store of the rate-limit counters and the public-cache clears (unset: in memory)',
  ),
  REDIS_PREFIX: spec(['cms'], '`cadmax:`', text().default('cadmax:'), 'prefix of the Redis keys and the channel'),
  TRUSTED_PROXIES: spec(
    ['cms', 'web'],
    '`127.0.0.1,::1`',
    list()
      .default(['127.0.0.1', '::1'])
      .check((ctx) => {
        for (const entry of ctx.value) {
          try {
            assertRange(entry);
          } catch (err) {
            ctx.issues.push({ code: 'custom', message: (err as Error).message, input: ctx.value });
          }
        }
      }),
    'the proxies (web server, balancer, CDN: addresses or CIDR ranges, comma-separated) whose `X-Forwarded-*` headers count; from anyone else the connection is the client. Empty: none',
  ),
  LOG_LEVEL: spec(
    ['cms', 'web'],
    '`info`',
    z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
    'level of every log line of both processes; `info` logs a line per request a cache did not answer, `warn` only problems',
  ),
  METRICS_TOKEN: spec(
    ['cms', 'web'],
    'unset (this machine only)',
    optionalText(),
    'the bearer token `GET /_metrics` needs; unset, only direct requests from the same machine get the metrics',
  ),
  HTML_CACHE_MS: spec(
    ['web'],
    '`300000`',
    int(300_000, 0),
    "the safety net (ms) of the web server's copies of public pages and reads: a copy goes when the CMS announces a change of what it shows, else is rendered again in the background this long after it was made; `0` turns the copies off",
  ),
  SHUTDOWN_TIMEOUT_MS: spec(
    ['cms', 'web'],
    '`10000`',
    int(10_000, 0),
    'on SIGTERM, how long the requests in flight may take before they are cut',
  ),
  SHUTDOWN_DRAIN_MS: spec(
    ['cms', 'web'],
    '`2000` in production, else `0`',
    optionalInt(0),
    'on SIGTERM, how long the CMS and the web server keep serving while they answer "not ready", before they stop accepting connections',
  ),
  RESUME_DIR: spec(
    ['cms', 'scripts'],
    '`private/resumes` (in `cms/`)',
    text().default('private/resumes'),
    'private resume files, without `S3_BUCKET`',
  ),
  RESUME_DAILY_MAX: spec(
    ['cms'],
    `\`${RESUME_DAILY_DEFAULT}\``,
    int(RESUME_DAILY_DEFAULT, 0),
    'resumes stored in any 24 hours by all instances together; past it, applications with a resume answer 503 (`0`: no cap)',
  ),
  RESUME_NETWORK_DAILY_MAX: spec(
    ['cms'],
    `${RESUME_NETWORK_SHARE * 100}% of \`RESUME_DAILY_MAX\`, rounded up (\`${Math.ceil(RESUME_DAILY_DEFAULT * RESUME_NETWORK_SHARE)}\`)`,
    optionalInt(0),
    "resumes stored in any 24 hours from one sending network (an IPv4 /24, an IPv6 /64), all instances together; past it, that network's applications with a resume answer 429 (`0`: no per-network cap)",
  ),
  RESUME_MIN_FREE_MB: spec(
    ['cms'],
    '`1024`',
    int(1024, 0),
    'below this much free space on the disk that takes a resume, applications with a resume answer 503 (`0`: no check)',
  ),
  UPLOAD_TMP_DIR: spec(
    ['cms'],
    'the OS temp folder',
    optionalText(),
    'where multipart files wait while their request is handled, in a `cadmax-uploads-<uid>` folder of mode 0700 inside it',
  ),
  S3_BUCKET: spec(
    ['cms', 'scripts'],
    'unset (local disk)',
    optionalText(),
    'the media bucket; setting it switches both media and resumes to object storage',
  ),
  S3_REGION: spec(
    ['cms', 'scripts'],
    '`us-east-1`',
    text().default('us-east-1'),
    "the bucket's region (`auto` for R2)",
  ),
  S3_ENDPOINT: spec(['cms', 'scripts'], 'unset (AWS)', optionalText(), "the S3 API's URL for any other provider"),
  S3_FORCE_PATH_STYLE: spec(
    ['cms', 'scripts'],
    '`false`',
    bool(false),
    '`true` for `endpoint/bucket/key` addressing (MinIO and most self-hosted servers)',
  ),
  S3_ACCESS_KEY_ID: spec(
    ['cms', 'scripts'],
    'unset',
    optionalText(),
    "the key pair; unset, the SDK's own chain applies (instance role, `AWS_*` variables)",
  ),
  S3_SECRET_ACCESS_KEY: spec(['cms', 'scripts'], 'unset', optionalText(), 'its secret'),
  S3_PUBLIC_URL: spec(
    ['cms', 'web'],
    "the upload's URL",
    url().optional(),
    "the media's public base: the bucket's public URL or its CDN (added to the CSP)",
  ),
  S3_ROOT_PATH: spec(['cms', 'scripts'], 'empty', text().default(''), 'a key prefix for the media'),
  S3_ACL: spec(
    ['cms', 'scripts'],
    '`public-read`',
    text().default('public-read'),
    'the ACL given to each media object; empty for buckets without ACLs, public by policy',
    true,
  ),
  S3_RESUME_BUCKET: spec(
    ['cms', 'scripts'],
    '`<S3_BUCKET>-resumes`',
    optionalText(),
    "the resumes' private bucket (made at start when missing); `S3_BUCKET`'s name shares the media bucket instead",
  ),
  S3_RESUME_PREFIX: spec(
    ['cms', 'scripts'],
    '`private/resumes/`',
    text().default('private/resumes/'),
    "the resumes' key prefix (must not lie under the media's public part)",
  ),
  SMTP_HOST: spec(['cms'], 'unset (no email)', optionalText(), 'the SMTP server for the new-enquiry email'),
  SMTP_PORT: spec(['cms'], '`587`, or `465` when secure', optionalInt(), 'its port'),
  SMTP_SECURE: spec(
    ['cms'],
    '`false`',
    bool(false),
    '`true`: TLS from the start (465); `false`: STARTTLS when offered',
  ),
  SMTP_USER: spec(['cms'], 'unset (no auth)', optionalText(), 'SMTP login'),
  SMTP_PASS: spec(['cms'], 'unset', optionalText(), 'SMTP password'),
  MAIL_FROM: spec(['cms'], 'the office address', optionalText(), 'the sender of the mails'),
  OFFICE_EMAIL: spec(
    ['cms'],
    "the site admin's login email",
    optionalText(),
    'the inbox that gets the new-enquiry notices',
  ),
  OUTBOX_POLL_MS: spec(['cms'], '`5000`', int(5000), 'how often each instance sends the due mails of the outbox'),
  OUTBOX_RETRY_MS: spec(
    ['cms'],
    '`30000`',
    int(30_000),
    "the wait before a failed mail's first retry, doubled for each later one (at most an hour)",
  ),
  OUTBOX_MAX_ATTEMPTS: spec(['cms'], '`8`', int(8), 'attempts before a mail is given up (counted on the dashboard)'),
  ACK_MAILS_PER_HOUR: spec(
    ['cms'],
    '`200`',
    int(200),
    'acknowledgements to senders per hour, all instances together; past it the record and notice are stored, the acknowledgement is not',
  ),
  PUBLISH_POLL_MS: spec(
    ['cms'],
    '`15000`',
    int(15_000),
    "how often each instance publishes the blogs and projects whose 'Publish at' time has come",
  ),
  PAGE_VIEWS: spec(
    ['cms', 'web'],
    '`true`',
    bool(true),
    'D-14.3: count page views (per page and day, no cookie, nothing about the visitor); `false`: the site sends none and the CMS counts none',
  ),
  PAGE_VIEW_FLUSH_MS: spec(
    ['cms'],
    '`30000`',
    int(30_000),
    'how often each instance adds the page views it counted to the database',
  ),
  WEBHOOKS_POPULATE_RELATIONS: spec(['cms'], '`false`', bool(false), "Strapi's webhook option"),
  ENV_FILE: spec(
    ['cms', 'web', 'scripts'],
    '`.env` at the root',
    optionalText(),
    'the environment file every process reads under its own environment (relative to the root); empty: none',
    true,
  ),
  STRAPI_TELEMETRY_DISABLED: spec(
    ['cms', 'scripts'],
    '`true`',
    bool(true),
    'no calls home (`npm start` and the seed always set it)',
  ),
} as const satisfies Record<string, Spec>;

export type EnvName = keyof typeof ENV_VARS;
/** The environment, parsed: numbers are numbers, lists are arrays, defaults filled in. */
export type Env = { [K in EnvName]: z.output<(typeof ENV_VARS)[K]['schema']> };

/**
 * Variables no longer read, and what replaced them (logged once by whoever parses, never fatal). TRUST_PROXY=false
 * still means "trust no proxy" while TRUSTED_PROXIES is unset.
 */
export const DEPRECATED_ENV: Record<string, string> = {
  TRUST_PROXY: 'TRUSTED_PROXIES decides which proxies count (TRUSTED_PROXIES= trusts none)',
  TRUST_PROXY_HOPS: 'TRUSTED_PROXIES decides which proxies count (every trusted hop is skipped)',
};

type Source = Readonly<Record<string, string | undefined>>;

/** The raw value, with an empty one as unset unless the variable keeps it. */
function raw(name: EnvName, source: Source): string | undefined {
  const value = source[name];
  if (value === undefined) return undefined;
  if (name === 'TRUSTED_PROXIES' || name === 'ENV_FILE') return value;
  return value.trim() === '' && !(ENV_VARS[name] as Spec).keepEmpty ? undefined : value;
}

/** A variable's raw value, with the deprecated TRUST_PROXY=false read as "no trusted proxy". */
function effectiveRaw(name: EnvName, source: Source): string | undefined {
  if (name === 'TRUSTED_PROXIES' && source.TRUSTED_PROXIES === undefined && source.TRUST_PROXY?.trim() === 'false')
    return '';
  return raw(name, source);
}

/** Thrown when a variable is set to something it cannot be; names every such variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}. See .env.example and docs/deployment.md.`);
    this.name = 'EnvError';
  }
}

function parseOne<K extends EnvName>(name: K, source: Source): { value?: Env[K]; problem?: string } {
  const value = effectiveRaw(name, source);
  const result = (ENV_VARS[name].schema as z.ZodType).safeParse(value);
  if (result.success) return { value: result.data as Env[K] };
  const why = result.error.issues.map((issue) => issue.message).join(', ');
  return { problem: `${name}=${JSON.stringify(value)}: ${why}` };
}

const oneCache = new Map<EnvName, { raw: string | undefined; value: unknown }>();

/**
 * One variable, read now (tests change the environment between calls); throws an EnvError naming it when its value
 * is not valid. Parsing is cached for as long as the raw value stays the same.
 */
export function envValue<K extends EnvName>(name: K, source: Source = process.env): Env[K] {
  const current = effectiveRaw(name, source);
  const cached = source === process.env ? oneCache.get(name) : undefined;
  if (cached && cached.raw === current) return cached.value as Env[K];
  const { value, problem } = parseOne(name, source);
  if (problem) throw new EnvError([problem]);
  if (source === process.env) oneCache.set(name, { raw: current, value });
  return value as Env[K];
}

/**
 * SHUTDOWN_DRAIN_MS, or its default: 2 s in production (longer than a balancer's or the web server's 1 s readiness
 * poll plus one answer), none elsewhere (a developer's Ctrl-C, the tests).
 */
export function shutdownDrainMs(source: Source = process.env): number {
  return envValue('SHUTDOWN_DRAIN_MS', source) ?? (envValue('NODE_ENV', source) === 'production' ? 2_000 : 0);
}

/** Every variable, parsed: the start-up check. Throws an EnvError naming every invalid variable at once. */
export function parseEnv(source: Source = process.env): Env {
  const problems: string[] = [];
  const env: Record<string, unknown> = {};
  for (const name of Object.keys(ENV_VARS) as EnvName[]) {
    const { value, problem } = parseOne(name, source);
    if (problem) problems.push(problem);
    else env[name] = value;
  }
  if (problems.length) throw new EnvError(problems);
  return env as Env;
}

/** Lines to log about deprecated variables that are set. */
export function envWarnings(source: Source = process.env): string[] {
  return Object.entries(DEPRECATED_ENV)
    .filter(([name]) => source[name] !== undefined)
    .map(([name, instead]) => `${name} is deprecated and no longer read: ${instead}.`);
}

/**
 * The repository's root, from this module's place (packages/contract/dist or src). Called only by code that Node runs
 * as CommonJS (the CMS, the web server and the scripts load the contract's build), never at module load.
 */
export function repoRoot(): string {
  return path.resolve(__dirname, '..', '..', '..');
}

/** The environment file (ENV_FILE, default `.env` at the root, relative paths from the root); null for none. */
export function envFilePath(source: Source = process.env): string | null {
  const chosen = source.ENV_FILE;
  if (chosen === undefined) return path.join(repoRoot(), '.env');
  return chosen.trim() === '' ? null : path.resolve(repoRoot(), chosen.trim());
}

/** The variables the environment file sets ({} when there is none). */
export function readEnvFile(source: Source = process.env): Record<string, string> {
  const file = envFilePath(source);
  if (!file || !fs.existsSync(file)) return {};
  return Object.fromEntries(
    Object.entries(parseDotEnv(fs.readFileSync(file, 'utf8'))).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

/**
 * One way to configure, whatever starts the process (`npm start`, `strapi start` in cms/, `node web/server.mjs`, a
 * script): the process environment over the environment file. Sets in `target` every variable the file has and the
 * environment does not; returns their names.
 */
export function applyEnvFile(target: Record<string, string | undefined> = process.env): string[] {
  const taken: string[] = [];
  for (const [name, value] of Object.entries(readEnvFile(target))) {
    if (target[name] !== undefined) continue;
    target[name] = value;
    taken.push(name);
  }
  return taken;
}
