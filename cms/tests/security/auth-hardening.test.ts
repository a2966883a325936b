/**
 * The attack findings on auth, limits and the admin account (docs/security.md "Auth hardening"),
 * each replayed against the real Strapi. Limits are lowered so each attack reaches them quickly.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEFAULT_PASSWORD, ensureAdminAccount, hashPassword } from '../../src/lib/admin-account';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bootCms, type RequestOptions, type TestCms } from '../support/cms';
import { form } from '../support/fixtures';
import { enquiry as contact } from '../support/visitors';
import { ENQUIRIES } from '../support/uids';

let cms: TestCms;
const FORM_MAX = 2;
const LOGIN_IP_MAX = 6;
const LOGIN_ACCOUNT_MAX = 20;

beforeAll(async () => {
  cms = await bootCms({
    PUBLIC_FORM_RATE_MAX: String(FORM_MAX),
    LOGIN_RATE_MAX: String(LOGIN_IP_MAX),
    LOGIN_ACCOUNT_RATE_MAX: String(LOGIN_ACCOUNT_MAX),
    // Only 127.0.0.1 is the proxy: a request from 127.0.0.2 plays a client on the CMS port.
    TRUSTED_PROXIES: '127.0.0.1',
    // A mail server that refuses every connection: Strapi's mail fails the way a broken SMTP does.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9',
    MAIL_FROM: 'site@cadmax.test',
  });
});
afterAll(() => cms?.stop());

let client = 0;
/** Each request from its own client behind the proxy (unless it names one), so only the limit under test counts. */
const api = <T = Record<string, unknown>>(path: string, options: RequestOptions = {}) => {
  client += 1;
  return cms.request<T>(path, {
    ...options,
    headers: { 'x-forwarded-for': `10.${Math.floor(client / 250)}.${client % 250}.1`, ...options.headers },
  });
};

async function adminLogin(): Promise<string> {
  const res = await api<{ token?: string }>('/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  if (!res.body.token) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body.token;
}

/** A request from another loopback address than the trusted proxy's, so the CMS sees an untrusted peer. */
function fromUntrustedPeer(path: string, json: unknown, headers: Record<string, string> = {}): Promise<number> {
  const { port } = new URL(cms.url);
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api${path}`,
        method: 'POST',
        localAddress: '127.0.0.2',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('public form limit and the path spelling (finding 1)', () => {
  it('counts /api/Contact-Add, /CONTACT-ADD and /contact-add/ as the same form', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.1' };
    for (let i = 0; i < FORM_MAX; i++) expect((await api('/contact-add', { json: contact, headers })).status).toBe(200);
    const stored = await cms.count(ENQUIRIES);
    for (const path of ['/Contact-Add', '/CONTACT-ADD', '/contact-add/', '/contact-add']) {
      const res = await api(path, { json: contact, headers });
      expect(res.status, path).toBe(429);
      expect(res.body).toEqual({ status: false, message: 'Too many requests. Please try again later.' });
    }
    expect(await cms.count(ENQUIRIES)).toBe(stored);
  });
});

describe('login limit per account and leading spaces (finding 3)', () => {
  it('counts an email with 300 to 321 leading spaces as the same account', async () => {
    let ip = 0;
    const attempt = (spaces: number) =>
      api('/login', {
        json: { email: `${' '.repeat(spaces)}spaces@cadmax.test`, password: 'wrong' },
        headers: { 'x-forwarded-for': `198.51.100.${100 + ++ip}` },
      });
    const statuses: number[] = [];
    for (let spaces = 300; spaces < 302 + LOGIN_ACCOUNT_MAX; spaces++) statuses.push((await attempt(spaces)).status);
    expect(statuses.slice(0, LOGIN_ACCOUNT_MAX)).toEqual(Array(LOGIN_ACCOUNT_MAX).fill(401));
    expect(statuses.slice(LOGIN_ACCOUNT_MAX)).toEqual(Array(statuses.length - LOGIN_ACCOUNT_MAX).fill(429));
  });
});

describe('X-Forwarded-For only from the trusted proxy (finding 4)', () => {
  it('ignores a forged, rotating X-Forwarded-For from an untrusted peer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_IP_MAX + 2; i++) {
      statuses.push(
        await fromUntrustedPeer(
          '/login',
          { email: `peer${i}@cadmax.test`, password: 'x' },
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        ),
      );
    }
    expect(statuses.slice(0, LOGIN_IP_MAX)).toEqual(Array(LOGIN_IP_MAX).fill(401));
    expect(statuses.slice(LOGIN_IP_MAX)).toEqual([429, 429]);
  });

  it("keys requests through the trusted proxy on the client address it forwards (the proxy's last entry)", async () => {
    // The untrusted peer above is refused; clients behind the proxy are each counted on their own.
    for (let i = 0; i < LOGIN_IP_MAX + 2; i++) {
      const res = await api('/login', {
        json: { email: `proxied${i}@cadmax.test`, password: 'x' },
        headers: { 'x-forwarded-for': `10.0.0.9, 192.0.2.${i + 1}` },
      });
      expect(res.status).toBe(401);
    }
    // One client behind the proxy, whatever it writes first in its own header, is one counter.
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_IP_MAX + 1; i++) {
      const res = await api('/login', {
        json: { email: `same${i}@cadmax.test`, password: 'x' },
        headers: { 'x-forwarded-for': `10.1.1.${i}, 192.0.2.200` },
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("Strapi's own registration and forgot-password (finding 5)", () => {
  it('refuses registration and creates no user', async () => {
    const users = await cms.count('plugin::users-permissions.user');
    const res = await api('/auth/local/register', {
      json: { username: 'mallory', email: 'mallory@example.com', password: 'Mallory-Pass-123' },
    });
    expect(res.status).toBe(403);
    expect(res.text).not.toMatch(/\bat \S+\.js/);
    expect(await cms.count('plugin::users-permissions.user')).toBe(users);
  });

  it('answers forgot-password with 200, not 500, when the mail server fails', async () => {
    const role = await cms.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } });
    await cms.strapi.db.query('plugin::users-permissions.user').create({
      data: {
        username: 'editor',
        email: 'editor@example.com',
        password: 'Editor-Pass-123',
        provider: 'local',
        confirmed: true,
        role: role?.id,
      },
    });
    const res = await api('/auth/forgot-password', { json: { email: 'editor@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    // A malformed request is still the client's mistake.
    expect((await api('/auth/forgot-password', { json: { email: 'not-an-email' } })).status).toBe(400);
  });
});

describe('server-side logout (R-4.14) and no-store (finding 8)', () => {
  it('revokes the token on the server: the old token answers 401 after POST /logout', async () => {
    const token = await adminLogin();
    expect((await api('/profile-token', { token })).status).toBe(200);
    const res = await api('/logout', { token, method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Logout successfully!' });
    const after = await api('/profile-token', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ status: false, message: 'Please log in first.' });
    expect((await api('/logout', { token, method: 'POST' })).status).toBe(401);
  });

  it('sends Cache-Control: no-store on the login token and every admin answer, the 401 too', async () => {
    const login = await api('/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token = (login.body as { token: string }).token;
    for (const path of ['/profile-token', '/contact-get', '/job-get', '/dashboard-counts', '/teams']) {
      const res = await api(path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const anonymous = await api('/contact-get');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the admin account checks (finding 6)', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminLogin();
  });

  it('refuses an email change without the current password, and with a wrong one', async () => {
    const changed = { name: 'Site Admin', email: 'thief@example.com', phone: '9876543210' };
    const without = await api('/profile-update', { token, form: form(changed) });
    expect(without.status).toBe(400);
    expect(without.body).toEqual({ status: false, message: 'Please enter your current password to change the email.' });
    const wrong = await api('/profile-update', {
      token,
      form: form({ ...changed, currentPassword: 'guess-guess' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: false, message: 'Current password is incorrect.' });
    expect(await adminLogin()).toBeTruthy();
  });

  it('keeps the email without a password when only the name changes', async () => {
    const res = await api('/profile-update', {
      token,
      form: form({ name: 'Site Admin', email: ADMIN_EMAIL, phone: '9876543210' }),
    });
    expect(res.status).toBe(200);
    expect((await api('/profile-token', { token })).status).toBe(200);
  });

  it.each([
    ['aaaaaaaa', 'This password is too common or too easy to guess. Please choose another.'],
    ['password123', 'This password is too common or too easy to guess. Please choose another.'],
    ['Qwertyuiop', 'This password is too common or too easy to guess. Please choose another.'],
    ['12345678', 'This password is too common or too easy to guess. Please choose another.'],
    ['abcabcabcabc', 'This password is too common or too easy to guess. Please choose another.'],
    ['x'.repeat(40) + 'y'.repeat(33), 'Password must be at most 72 bytes (accented letters and symbols count 2 to 4).'],
    ['ऊ'.repeat(25), 'Password must be at most 72 bytes (accented letters and symbols count 2 to 4).'],
  ])('refuses the new password %s', async (password, message) => {
    const res = await api('/reset-password', {
      token,
      json: { currentPassword: ADMIN_PASSWORD, newPassword: password, confirmPassword: password },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message });
  });

  it('accepts a 72-byte passphrase', async () => {
    const password = 'correct horse battery staple '.repeat(3).slice(0, 72);
    const res = await api<{ token: string }>('/reset-password', {
      token,
      json: { currentPassword: ADMIN_PASSWORD, newPassword: password, confirmPassword: password },
    });
    expect(res.status).toBe(200);
    token = res.body.token;
    const back = await api<{ token: string }>('/reset-password', {
      token,
      json: { currentPassword: password, newPassword: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD },
    });
    expect(back.status).toBe(200);
    token = back.body.token;
  });

  const guess = (i: number, headers?: Record<string, string>) =>
    api('/reset-password', {
      token,
      headers,
      json: { currentPassword: `guess-${i}-guess`, newPassword: 'Fresh-Pass-4321', confirmPassword: 'Fresh-Pass-4321' },
    });

  it('counts current-password guesses from one client against the per-IP login limit', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.250' };
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_IP_MAX + 1; i++) statuses.push((await guess(i, headers)).status);
    expect(statuses).toEqual([...Array(LOGIN_IP_MAX).fill(400), 429]);
  });

  it('counts current-password guesses from many clients against the per-account limit, shared with /login', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_ACCOUNT_MAX && !statuses.includes(429); i++) statuses.push((await guess(i)).status);
    expect(statuses.at(-1)).toBe(429);
    // The same counters as the login: the right password on /login, from a fresh client, is now refused.
    const login = await api('/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status).toBe(429);
    expect(login.body).toEqual({ status: false, message: 'Too many login attempts. Please try again later.' });
  });
});

describe('the default password beyond loopback (finding 2)', () => {
  it('refuses to start when the CMS listens beyond loopback and the admin still has the default password', async () => {
    const admin = await cms.strapi.db.query('api::site-admin.site-admin').findOne({ where: { email: ADMIN_EMAIL } });
    const original = admin.password_hash as string;
    await cms.strapi.db
      .query('api::site-admin.site-admin')
      .update({ where: { id: admin.id }, data: { password_hash: await hashPassword(LOCAL_DEFAULT_PASSWORD) } });
    const host = cms.strapi.config.get('server.host');
    try {
      await expect(ensureAdminAccount(cms.strapi)).resolves.toBeUndefined();
      cms.strapi.config.set('server.host', '0.0.0.0');
      await expect(ensureAdminAccount(cms.strapi)).rejects.toThrow(/beyond loopback.*documented local default/);
      await cms.strapi.db
        .query('api::site-admin.site-admin')
        .update({ where: { id: admin.id }, data: { password_hash: original } });
      await expect(ensureAdminAccount(cms.strapi)).resolves.toBeUndefined();
    } finally {
      cms.strapi.config.set('server.host', host);
      await cms.strapi.db
        .query('api::site-admin.site-admin')
        .update({ where: { id: admin.id }, data: { password_hash: original } });
    }
  });
});
