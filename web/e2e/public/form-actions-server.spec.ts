/**
 * What the web server does around the public forms' route actions, on a second web server in front of the suite's
 * CMS: a form post is never stored in or answered from the HTML cache and does not empty it (only admin writes
 * through /api do), and a cross-site post is refused before any action runs, while the public origin behind a
 * TLS-terminating CDN (SITE_URL) is let through.
 */
import type { APIRequestContext } from '@playwright/test';
import { adminToken, expect, test, uniqueTag } from '../support/fixtures';
import { formResultIn } from '../support/form-result';
import { webServer } from '../support/web-server';

const SENT = 'Thank you! Your enquiry has been sent. We will get back to you soon.';

const enquiry = (tag: string) => ({
  name: `Cache Check ${tag}`,
  email: `${tag}@example.in`,
  phone_number: '9829012345',
  services: 'home',
  message: 'A form post through the route action.',
  website: '',
});

async function storedEnquiries(request: APIRequestContext, tag: string) {
  const res = await request.get('/api/contact-get', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  return ((await res.json()) as { contactget: { email: string }[] }).contactget.filter(
    (c) => c.email === `${tag}@example.in`,
  );
}

test('a form post is answered afresh every time, never cached, and leaves the cached pages alone', async ({
  request,
}) => {
  const site = await webServer(request, { HTML_CACHE_MS: '600000' });
  const tag = uniqueTag('action-cache');
  const page = async () => {
    const res = await request.get(`${site.url}/contact`);
    expect(res.status()).toBe(200);
    return { cache: res.headers()['x-cache'], html: await res.text() };
  };
  try {
    expect((await page()).cache).toBe('MISS');
    expect((await page()).cache).toBe('HIT');

    // Two posts (the second with the admin's token, which the action does not pass on): both run. They differ: the
    // same enquiry again the same day is a resend, stored once (docs/security.md, "Submission keys").
    const auth = { Authorization: `Bearer ${await adminToken(request)}` };
    for (const [i, headers] of [{}, auth].entries()) {
      const form = { ...enquiry(tag), message: `A form post through the route action (${i + 1}).` };
      const res = await request.post(`${site.url}/contact`, { form, headers });
      expect(res.status()).toBe(200);
      expect(res.headers()['x-cache']).toBe('BYPASS');
      expect(res.headers()['cache-control']).toBe('no-store');
      expect(formResultIn(await res.text())).toBe(SENT);
    }
    expect(await storedEnquiries(request, tag)).toHaveLength(2);
    // A refused post and a sign-up neither.
    expect((await request.post(`${site.url}/contact`, { form: { ...enquiry(tag), message: '' } })).status()).toBe(400);
    expect(
      (await request.post(`${site.url}/newsletter`, { form: { email: `${tag}@example.in`, consent: 'on' } })).status(),
    ).toBe(200);

    // The page is still the stored copy, and no form answer ever became one.
    const after = await page();
    expect(after.cache).toBe('HIT');
    expect(formResultIn(after.html)).toBeUndefined();
  } finally {
    site.stop();
  }
});

test('a cross-site post is refused before any action runs; the public origin behind a CDN is not', async ({
  request,
}) => {
  // As behind a CDN that terminates TLS: the public origin is https://, the request reaches the server as http://.
  const site = await webServer(request, { SITE_URL: 'https://www.cadmax.example' });
  const tag = uniqueTag('action-origin');
  try {
    for (const path of ['/contact', '/career/Architect', '/newsletter']) {
      const res = await request.post(`${site.url}${path}`, {
        form: enquiry(tag),
        headers: { Origin: 'https://evil.example' },
      });
      expect(res.status(), path).toBe(400);
    }
    // The same through the client-side data path (what a script on another site would fetch).
    expect(
      (
        await request.post(`${site.url}/contact.data`, {
          form: enquiry(tag),
          headers: { Origin: 'https://evil.example' },
        })
      ).status(),
    ).toBe(400);
    expect(await storedEnquiries(request, tag)).toHaveLength(0);

    const ok = await request.post(`${site.url}/contact`, {
      form: enquiry(tag),
      headers: { Origin: 'https://www.cadmax.example' },
    });
    expect(ok.status()).toBe(200);
    expect(await storedEnquiries(request, tag)).toHaveLength(1);

    // The admin has no server actions: a post to its pages reaches nothing, whatever it carries.
    const auth = { Authorization: `Bearer ${await adminToken(request)}` };
    for (const path of [
      '/admin/login',
      '/admin/dashboard',
      '/admin/contact-list',
      '/admin/settings',
      '/admin/blog-add',
    ]) {
      const res = await request.post(`${site.url}${path}`, {
        form: { email: 'x@example.in', password: 'x', _id: 'x' },
        headers: auth,
        maxRedirects: 0,
      });
      expect(res.status(), path).toBe(405);
    }
  } finally {
    site.stop();
  }
});
