/**
 * CORS lists only the configured site origin, and the CMS's own answers carry Strapi's hardening
 * headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCms, type TestCms } from '../support/cms';

const SITE = 'https://www.cadmax.example';
let cms: TestCms;

beforeAll(async () => {
  cms = await bootCms({ SITE_URL: SITE, SITE_ORIGINS: SITE });
});
afterAll(() => cms?.stop());

const preflight = (origin: string) =>
  fetch(`${cms.url}/api/contact-add`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization',
    },
  });

describe('CORS', () => {
  it('allows the configured site origin', async () => {
    const res = await preflight(SITE);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    const get = await fetch(`${cms.url}/api/site/settings`, { headers: { origin: SITE } });
    expect(get.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it.each(['https://evil.example', 'http://localhost:3000', 'null', `${SITE}.evil.example`])(
    'gives %s no access',
    async (origin) => {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).not.toBe(origin);
      expect(res.headers.get('access-control-allow-origin')).not.toBe('*');
      const get = await fetch(`${cms.url}/api/site/settings`, { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).not.toBe(origin);
      expect(get.headers.get('access-control-allow-origin')).not.toBe('*');
    },
  );
});

describe('CORS for the admin on another origin (VITE_API_BASE)', () => {
  it("exposes a delete's X-Trash-Id, which the admin's 'Undo' reads (D-12.1)", async () => {
    const token = await cms.login();
    const created = await cms.request<{ data: { _id: string } }>('/teams', {
      token,
      json: { name: 'Kavya Shekhawat', position: 'Surveyor' },
    });
    expect(created.status, created.text).toBe(200);
    const res = await fetch(`${cms.url}/api/teams-delete`, {
      method: 'POST',
      headers: { origin: SITE, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ _id: created.body.data._id }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-trash-id')).toBeTruthy();
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-trash-id');
  });
});

describe("the CMS's own headers", () => {
  it('sends nosniff, a frame policy and no X-Powered-By on the API', async () => {
    const res = await cms.request('/site/settings');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe("Strapi's security headers, worked out once per kind of request (src/middlewares/security.ts)", () => {
  const HELMET = [
    'content-security-policy',
    'strict-transport-security',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
  ];
  const helmetHeaders = (res: Response) => Object.fromEntries(HELMET.map((name) => [name, res.headers.get(name)]));
  const post = () =>
    fetch(`${cms.url}/api/contact-add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

  it('gives the later requests of a kind the same headers as the first', async () => {
    for (const send of [
      () => fetch(`${cms.url}/api/site/settings?kind=${Math.random()}`),
      post,
      () => fetch(`${cms.url}/admin/`),
    ]) {
      const first = helmetHeaders(await send());
      expect(first['content-security-policy']).toContain("default-src 'self'");
      for (let i = 0; i < 3; i += 1) expect(helmetHeaders(await send())).toEqual(first);
    }
  });

  it("keeps Strapi's distinction: in test mode the panel's CSP lets Vite's websocket in, the API's does not", async () => {
    const panel = (await fetch(`${cms.url}/admin/`)).headers.get('content-security-policy') ?? '';
    const api = (await fetch(`${cms.url}/api/site/settings`)).headers.get('content-security-policy') ?? '';
    expect(panel).toContain('ws:');
    expect(api).not.toContain('ws:');
  });
});
