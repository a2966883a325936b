/**
 * The public forms' route actions post to the CMS server-to-server, so the CMS's per-client rate limit would see
 * the web server as every visitor. The action names the visitor in X-Forwarded-For by the /api proxy's rule
 * (web/server/forwarded-for.mjs), and the CMS believes it only from TRUSTED_PROXIES (default loopback: the web
 * server). Here, with the built CMS and web server as processes and a limit of 2 posts: visitors from two
 * addresses each get their own allowance, a visitor cannot buy more by writing X-Forwarded-For itself, and a
 * visitor named by a load balancer on this machine counts as itself. Needs a non-loopback address on this machine
 * (a visitor that is not trusted); skipped without one.
 */
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formResultIn } from '../../web/e2e/support/form-result';
import { startProduct, type Product } from '../support/processes';

const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const SENT = 'Thank you! Your enquiry has been sent. We will get back to you soon.';
const LIMITED = 'Too many requests. Please try again later.';

let product: Product;
let port: number;

beforeAll(async () => {
  if (!outside) return;
  // Listening beyond loopback, so a visitor can come from this machine's network address.
  product = await startProduct({ env: { PUBLIC_FORM_RATE_MAX: '2' }, web: { HOST: '0.0.0.0' } });
  port = product.web.port;
});

afterAll(() => product?.stop());

let sequence = 0;
/** The quote form as a browser without JavaScript posts it, from `host`, with extra headers. */
async function quote(host: string, headers: Record<string, string> = {}) {
  sequence += 1;
  const body = new URLSearchParams({
    name: `Visitor ${sequence}`,
    email: `visitor${sequence}@example.in`,
    phone_number: '9829012345',
    services: 'Office',
    message: 'An office fit-out.',
    website: '',
  });
  const res = await fetch(`http://${host}:${port}/contact`, { method: 'POST', body, headers });
  const html = await res.text();
  return {
    status: res.status,
    answer: formResultIn(html) ?? html.slice(0, 200),
  };
}

describe.skipIf(!outside)('the public forms per visitor, through the route action', () => {
  it('gives each visitor its own allowance, whatever X-Forwarded-For it sends itself', async () => {
    const a = outside!;
    // Visitor A writes a new X-Forwarded-For each time: the web server appends the address A connected from,
    // and the CMS walks back only through trusted hops, so A is counted as A.
    expect(await quote(a, { 'X-Forwarded-For': '198.51.100.1' })).toEqual({ status: 200, answer: SENT });
    expect(await quote(a, { 'X-Forwarded-For': '198.51.100.2' })).toEqual({ status: 200, answer: SENT });
    expect(await quote(a, { 'X-Forwarded-For': '198.51.100.3' })).toEqual({ status: 429, answer: LIMITED });
    expect(await quote(a)).toEqual({ status: 429, answer: LIMITED });

    // Visitor B, on another address (this machine's loopback), is not in A's bucket.
    expect(await quote('127.0.0.1')).toEqual({ status: 200, answer: SENT });

    // The /api proxy names the visitor by the same rule: A's bucket for the form is the same either way.
    const proxied = await fetch(`http://${a}:${port}/api/contact-add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.4' },
      body: JSON.stringify({
        name: 'A',
        email: 'a@example.in',
        phone_number: '9829012345',
        services: 'Office',
        message: 'x',
      }),
    });
    expect(proxied.status).toBe(429);
  });

  it('counts a visitor named by a trusted load balancer (on loopback) as that visitor', async () => {
    const viaBalancer = (client: string) => quote('127.0.0.1', { 'X-Forwarded-For': client });
    expect(await viaBalancer('203.0.113.50')).toEqual({ status: 200, answer: SENT });
    expect(await viaBalancer('203.0.113.50')).toEqual({ status: 200, answer: SENT });
    expect(await viaBalancer('203.0.113.50')).toEqual({ status: 429, answer: LIMITED });
    expect(await viaBalancer('203.0.113.51')).toEqual({ status: 200, answer: SENT });
  });
});
