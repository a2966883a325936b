/** Rate limits on login (per IP and per account) and the public forms (limits lowered through the environment). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bootCms, type TestCms } from './support/cms';
import { createSeededOpenings } from './support/openings';
import { application as validApplication, enquiry as contact } from './support/visitors';

let cms: TestCms;

beforeAll(async () => {
  cms = await bootCms({ LOGIN_RATE_MAX: '3', LOGIN_ACCOUNT_RATE_MAX: '4', PUBLIC_FORM_RATE_MAX: '2' });
  await createSeededOpenings(cms);
});
afterAll(() => cms?.stop());

describe('login rate limit', () => {
  it('answers 429 after 3 attempts, whatever the body says, and then refuses even the right password', async () => {
    const token = await cms.login();
    expect((await cms.request('/login', { json: { email: 'other@cadmax.test', password: 'x' } })).status).toBe(401);
    expect(
      (await cms.request('/login', { json: { email: `${Math.random()}@cadmax.test`, password: 'y' } })).status,
    ).toBe(401);
    for (const json of [
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { email: 'fresh@cadmax.test', password: 'z' },
      {},
    ]) {
      const res = await cms.request('/login', { json });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ status: false, message: 'Too many login attempts. Please try again later.' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Admin routes are not limited: the earlier session still works.
    expect((await cms.request('/profile-token', { token })).status).toBe(200);
  });
});

describe('login rate limit per account', () => {
  // Each attempt from its own client address (the proxy's X-Forwarded-For), so only the account limit applies.
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });

  it('answers 429 after 4 attempts on one account from 4 addresses, however the email is written', async () => {
    const spellings = ['account@cadmax.test', 'ACCOUNT@cadmax.test', '  Account@Cadmax.Test ', 'account@CADMAX.TEST'];
    for (const email of spellings) {
      expect((await cms.request('/login', { json: { email, password: 'wrong' }, headers: from() })).status).toBe(401);
    }
    for (const email of [...spellings, 'ａccount@cadmax.test']) {
      const res = await cms.request('/login', { json: { email, password: 'wrong' }, headers: from() });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ status: false, message: 'Too many login attempts. Please try again later.' });
    }
  });

  it('counts each account on its own: the admin still signs in from a fresh address', async () => {
    const res = await cms.request<{ status: boolean; token?: string }>('/login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: from(),
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
  });
});

describe('public form rate limits', () => {
  it('answers 429 on the third contact enquiry and stores nothing more', async () => {
    expect((await cms.request('/contact-add', { json: contact })).status).toBe(200);
    expect((await cms.request('/contact-add', { json: { ...contact, name: 'Another' } })).status).toBe(200);
    const res = await cms.request('/contact-add', { json: { ...contact, email: 'new@example.in' } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: false, message: 'Too many requests. Please try again later.' });
    expect(await cms.count('api::contact-enquiry.contact-enquiry')).toBe(2);
  });

  it('counts each form on its own', async () => {
    for (const email of ['a@example.in', 'b@example.in']) {
      expect((await cms.request('/subscribe/subscribe-add', { json: { email, consent: true } })).status).toBe(200);
    }
    expect(
      (await cms.request('/subscribe/subscribe-add', { json: { email: 'c@example.in', consent: true } })).status,
    ).toBe(429);
    const application = { ...validApplication, name: 'Priya', position: 'Architect' };
    expect((await cms.request('/job-add', { json: application })).status).toBe(200);
    expect((await cms.request('/job-add', { json: application })).status).toBe(200);
    expect((await cms.request('/job-add', { json: application })).status).toBe(429);
    expect(await cms.count('api::job-application.job-application')).toBe(2);
  });
});
