/**
 * The auth matrix (D-5): every admin route of the adapter refuses every kind of bad credential
 * with 401 {status:false, message}; every public route answers without one; and Strapi's own
 * content API (the core routers of every api::* type) leaks nothing to anonymous callers nor to a
 * users-permissions user.
 */
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterRoutes } from '../../src/api/adapter/routes/adapter';
import { ADMIN_EMAIL, bootCms, type TestCms } from '../support/cms';

let cms: TestCms;
let adminToken: string;
let adminDocumentId: string;
let userJwt: string;
/** Values that must never appear in an answer to an unauthorised caller. */
const SECRET_MARKERS = [
  'leak-marker-enquiry@example.in',
  'leak-marker-subscriber@example.in',
  'Leak marker blog title',
  'password_hash',
];
let recordIds: Record<string, string> = {};

const isAdminRoute = (r: (typeof adapterRoutes)[number]) =>
  ((r.config as { middlewares?: unknown[] }).middlewares ?? []).includes('global::admin-auth');
const adminRoutes = adapterRoutes.filter(isAdminRoute);
const publicRoutes = adapterRoutes.filter((r) => !isAdminRoute(r));
const samplePath = (path: string) => path.replace(/:[a-z]+/gi, 'abc123');

const AUDIENCE = 'cadmax-admin';
const secondsAgo = (s: number) => Math.floor(Date.now() / 1000) - s;

beforeAll(async () => {
  cms = await bootCms();
  adminToken = await cms.login();
  const admin = await cms.strapi.documents('api::site-admin.site-admin').findFirst({ filters: { email: ADMIN_EMAIL } });
  adminDocumentId = admin!.documentId;

  // Records an open route would leak.
  const enquiry = await cms.strapi.documents('api::contact-enquiry.contact-enquiry').create({
    data: {
      name: 'Leak',
      email: 'leak-marker-enquiry@example.in',
      phone_number: '9876543210',
      services: 'home',
      message: 'private',
    } as never,
  });
  const subscriber = await cms.strapi
    .documents('api::subscriber.subscriber')
    .create({ data: { email: 'leak-marker-subscriber@example.in' } as never });
  const blog = await cms.strapi.documents('api::blog.blog').create({
    data: {
      title: 'Leak marker blog title',
      short_content: 's',
      content: '<p>c</p>',
      meta_title: 'm',
      meta_description: 'm',
      meta_keyword: 'm',
    } as never,
    status: 'published',
  });
  recordIds = {
    'contact-enquiries': enquiry.documentId,
    subscribers: subscriber.documentId,
    blogs: blog.documentId,
    'site-admins': adminDocumentId,
  };

  // A users-permissions user (the "authenticated" role): a real Strapi JWT, but not the site admin.
  const role = await cms.strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } });
  const user = await cms.strapi.plugin('users-permissions').service('user').add({
    username: 'not-an-admin',
    email: 'not-an-admin@example.in',
    password: 'Some-User-Password-1',
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
  userJwt = cms.strapi.plugin('users-permissions').service('jwt').issue({ id: user.id });
});
afterAll(() => cms?.stop());

/** Each credential an attacker might present, none of which is a valid site-admin session. */
const badCredentials: Array<[string, () => Record<string, string>]> = [
  ['no token', () => ({})],
  ['a garbage token', () => ({ authorization: 'Bearer not.a.jwt' })],
  ['a non-Bearer scheme with the real token', () => ({ authorization: `Basic ${adminToken}` })],
  [
    'an expired token',
    () => ({
      authorization: `Bearer ${jwt.sign({ sub: adminDocumentId, tv: 0, exp: secondsAgo(60), iat: secondsAgo(3600) }, process.env.ADMIN_API_JWT_SECRET!, { audience: AUDIENCE })}`,
    }),
  ],
  [
    'a token signed with another secret',
    () => ({
      authorization: `Bearer ${jwt.sign({ sub: adminDocumentId, tv: 0 }, crypto.randomBytes(32).toString('hex'), { audience: AUDIENCE, expiresIn: '1h' })}`,
    }),
  ],
  [
    'a token with another audience',
    () => ({
      authorization: `Bearer ${jwt.sign({ sub: adminDocumentId, tv: 0 }, process.env.ADMIN_API_JWT_SECRET!, { audience: 'other', expiresIn: '1h' })}`,
    }),
  ],
  [
    'an unsigned (alg none) token',
    () => ({
      authorization: `Bearer ${jwt.sign({ sub: adminDocumentId, tv: 0, aud: AUDIENCE }, '', { algorithm: 'none' })}`,
    }),
  ],
  [
    'a token of an older password (stale token_version)',
    () => ({
      authorization: `Bearer ${jwt.sign({ sub: adminDocumentId, tv: -1 }, process.env.ADMIN_API_JWT_SECRET!, { audience: AUDIENCE, expiresIn: '1h' })}`,
    }),
  ],
  ['a users-permissions user JWT', () => ({ authorization: `Bearer ${userJwt}` })],
];

describe('admin routes of the adapter', () => {
  it('lists admin and public routes (the matrix is not empty)', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(20);
    expect(publicRoutes.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(badCredentials)('with %s', (_label, headers) => {
    it.each(adminRoutes.map((r) => [r.method, r.path] as const))(
      '%s %s answers 401 {status:false, message}',
      async (method, path) => {
        const res = await cms.request(samplePath(path), {
          method,
          headers: headers(),
          ...(method === 'POST' ? { json: {} } : {}),
        });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ status: false, message: 'Please log in first.' });
      },
    );
  });

  it('lets the real admin token through on every admin route (so the 401s above are not a blanket refusal)', async () => {
    for (const r of adminRoutes) {
      const res = await cms.request(samplePath(r.path), {
        method: r.method,
        token: adminToken,
        ...(r.method === 'POST' ? { json: {} } : {}),
      });
      expect.soft(res.status, `${r.method} ${r.path}`).not.toBe(401);
      expect.soft(res.status, `${r.method} ${r.path}`).toBeLessThan(500);
    }
  });
});

describe('public routes of the adapter', () => {
  it.each(publicRoutes.map((r) => [r.method, r.path] as const))(
    '%s %s answers without a token',
    async (method, path) => {
      const res = await cms.request(samplePath(path), { method, ...(method === 'POST' ? { json: {} } : {}) });
      expect(res.status).not.toBe(401);
      // A draft's preview (D-11.5) needs its signed link instead of a login: without one it is refused.
      if (path.startsWith('/preview/')) return expect(res.status).toBe(403);
      // Unsubscribing (D-13.1) needs the signed link from a mail: without one it is a bad request.
      if (path === '/subscribe/unsubscribe') return expect(res.status).toBe(400);
      expect(res.status).not.toBe(403);
      expect(res.status).toBeLessThan(500);
      if (method === 'GET' && !path.includes(':')) expect(res.status).toBe(200);
    },
  );
});

describe("Strapi's content API", () => {
  const adapterPaths = new Set(adapterRoutes.map((r) => `/api${r.path}`));
  /** The core routes of every api::* type: /api/<pluralName> and /api/<singularName> (single types). */
  const contentRoutes = () => {
    const prefixes = Object.entries(cms.strapi.contentTypes)
      .filter(([uid]) => uid.startsWith('api::'))
      .flatMap(([, ct]) => [`/api/${ct.info.pluralName}`, `/api/${ct.info.singularName}`]);
    return (cms.strapi.server.listRoutes() as Array<{ path: string; methods: string[] }>)
      .filter(
        (layer) =>
          !adapterPaths.has(layer.path) && prefixes.some((p) => layer.path === p || layer.path.startsWith(`${p}/`)),
      )
      .flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: layer.path })));
  };

  /** How many records the private collections hold: a refused call must leave them as they were. */
  const privateCounts = () =>
    Promise.all(
      [
        'api::blog.blog',
        'api::contact-enquiry.contact-enquiry',
        'api::subscriber.subscriber',
        'api::site-admin.site-admin',
      ].map((uid) => cms.count(uid)),
    );

  /** The path with its :id filled by a real record of that collection, so an open findOne would leak it. */
  const realPath = (path: string) => {
    const collection = /^\/api\/([^/]+)/.exec(path)?.[1] ?? '';
    return path.replace(/:[a-z]+/gi, recordIds[collection] ?? 'abc123');
  };

  it('has core routes for the private collections', () => {
    const paths = new Set(contentRoutes().map((r) => r.path));
    for (const p of [
      '/api/blogs',
      '/api/contact-enquiries',
      '/api/job-applications',
      '/api/site-admins',
      '/api/subscribers',
    ])
      expect(paths).toContain(p);
  });

  it.each([
    ['anonymous', () => ({})],
    ['a users-permissions user', () => ({ authorization: `Bearer ${userJwt}` })],
  ])('refuses every route to %s and leaks no record', async (_label, headers) => {
    const before = await privateCounts();
    const routes = contentRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const { method, path } of routes) {
      const withBody = ['POST', 'PUT'].includes(method);
      const res = await fetch(`${cms.url}${realPath(path)}`, {
        method,
        headers: { ...headers(), ...(withBody ? { 'content-type': 'application/json' } : {}) },
        body: withBody ? JSON.stringify({ data: { title: 'x', email: 'x@example.in', name: 'x' } }) : undefined,
      });
      const text = await res.text();
      expect.soft([401, 403, 404, 405], `${method} ${path} → ${res.status}`).toContain(res.status);
      for (const marker of SECRET_MARKERS) expect.soft(text, `${method} ${path}`).not.toContain(marker);
    }
    const after = await privateCounts();
    expect(after).toEqual(before);
  });

  it('does not list the users-permissions users to an anonymous caller', async () => {
    for (const path of ['/api/users', '/api/users/1']) {
      const res = await fetch(`${cms.url}${path}`);
      expect([401, 403]).toContain(res.status);
      expect(await res.text()).not.toContain('not-an-admin@example.in');
    }
  });
});
