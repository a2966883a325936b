/** Per-IP rate limits on login and the public forms (limits lowered through the environment). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bootCms, type TestCms } from './support/cms';

let cms: TestCms;

beforeAll(async () => {
  cms = await bootCms({ LOGIN_RATE_MAX: '3', PUBLIC_FORM_RATE_MAX: '2' });
});
afterAll(async () => {
  await cms?.stop();
});

describe('login rate limit', () => {
  it('answers 429 after 3 attempts, whatever the body says, and then refuses even the right password', async () => {
    const token = await cms.login();
    expect((await cms.request('/login', { json: { email: 'other@cadmax.test', password: 'x' } })).status).toBe(401);
    expect((await cms.request('/login', { json: { email: `${Math.random()}@cadmax.test`, password: 'y' } })).status).toBe(401);
    for (const json of [{ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { email: 'fresh@cadmax.test', password: 'z' }, {}]) {
      const res = await cms.request('/login', { json });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ status: false, message: 'Too many login attempts. Please try again later.' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Admin routes are not limited: the earlier session still works.
    expect((await cms.request('/profile-token', { token })).status).toBe(200);
  });
});

describe('public form rate limits', () => {
  const contact = { name: 'Rohan', email: 'rohan@example.in', phone_number: '9876543210', services: 'home', message: 'Hello' };

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
      expect((await cms.request('/subscribe/subscribe-add', { json: { email } })).status).toBe(200);
    }
    expect((await cms.request('/subscribe/subscribe-add', { json: { email: 'c@example.in' } })).status).toBe(429);
    const application = { name: 'Priya', email: 'priya@example.in', phone_number: '9123456780', position: 'Architect', city: 'Jaipur' };
    expect((await cms.request('/job-add', { json: application })).status).toBe(200);
    expect((await cms.request('/job-add', { json: application })).status).toBe(200);
    expect((await cms.request('/job-add', { json: application })).status).toBe(429);
    expect(await cms.count('api::job-application.job-application')).toBe(2);
  });
});
