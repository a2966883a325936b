/**
 * A burst far past the web server's pool of CMS connections (a request that waits for a socket must not end the
 * web server, which would make `npm start` stop the CMS too). 1,000 requests at once, none of them answerable from
 * a cache (each URL is new): API reads and searches through the /api proxy, server-rendered pages, enquiries posted
 * to the proxy and to the contact page's form action. Every answer must be 200, 429 or 503 (a full pool and queue
 * answer 503 with Retry-After at once), and both processes must be up and ready afterwards. The figures are printed.
 * SQLite only: the pool and the proxy are the web server's, the same whatever database the CMS uses.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newSubmissionKey } from '@cadmax/contract';
import { enquiry as visitorEnquiry } from '../../cms/tests/support/visitors';
import { startProduct, type Product, type Service } from '../support/processes';

const REQUESTS = 1_000;
const postgres = process.env.DATABASE_CLIENT === 'postgres';

let product: Product;
let cms: Service | undefined;
let web: Service | undefined;

beforeAll(async () => {
  if (postgres) return;
  // Unseeded: the pages and reads still make their CMS calls (the pool is what is tested), and a seed would add
  // minutes on a busy CI machine. A CMS start on a busy 2-core machine can pass startCms's default 2 minutes.
  product = await startProduct({ cmsTimeoutMs: 240_000 });
  ({ cms, web } = product);
});

afterAll(() => product?.stop());

/** An enquiry as the site's forms send it: with the submission key each form renders, so a dropped post is resent. */
const enquiry = (marker: string) => ({ ...visitorEnquiry, message: marker, submission_key: newSubmissionKey() });

type Kind = 'api read' | 'search' | 'page' | 'api form' | 'form action';
const KINDS: Kind[] = ['api read', 'search', 'page', 'api form', 'form action'];

/** The i-th request of the burst: a new URL each, so no cache answers it. */
function request(base: string, i: number): { kind: Kind; url: string; init?: RequestInit } {
  const b = `b=${Date.now()}-${i}`;
  const kind = KINDS[i % KINDS.length]!;
  switch (kind) {
    case 'api read':
      return { kind, url: `${base}/api/site/blog?page=1&${b}` };
    case 'search':
      return { kind, url: `${base}/api/blog/get?search=survey&page=1&${b}` };
    case 'page':
      return { kind, url: `${base}${['/', '/blog', '/project', '/about'][i % 4]}?${b}` };
    case 'api form':
      return {
        kind,
        url: `${base}/api/contact-add`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(enquiry(`burst-api-${i}`)),
        },
      };
    case 'form action':
      return {
        kind,
        url: `${base}/contact?${b}`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(enquiry(`burst-action-${i}`)).toString(),
        },
      };
  }
}

it.skipIf(postgres)(
  `answers ${REQUESTS} concurrent uncached requests with 200, 429 or 503 only, and both processes stay up`,
  async () => {
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const { kind, url, init } = request(web!.url, i);
        try {
          // No time limit of its own: every request must get an answer from the server (the test's limit bounds all).
          const res = await fetch(url, init);
          await res.arrayBuffer();
          return { kind, status: String(res.status), retryAfter: res.headers.get('retry-after') };
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          return { kind, status: `error ${cause?.code ?? (error as Error).name}`, retryAfter: null };
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;

    const counts: Record<string, number> = {};
    const byKind: Record<string, Record<string, number>> = {};
    for (const { kind, status } of answers) {
      counts[status] = (counts[status] ?? 0) + 1;
      byKind[kind] ??= {};
      byKind[kind][status] = (byKind[kind][status] ?? 0) + 1;
    }
    console.log(
      `[burst] ${REQUESTS} concurrent uncached requests in ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}; ` +
        `by kind ${JSON.stringify(byKind)}; web ${web!.child.exitCode === null ? 'up' : 'DOWN'}, ` +
        `CMS ${cms!.child.exitCode === null ? 'up' : 'DOWN'}`,
    );

    const unexpected = Object.keys(counts).filter((status) => !['200', '429', '503'].includes(status));
    if (unexpected.length > 0) {
      const problems = (service: Service) =>
        service
          .output()
          .split('\n')
          .filter((line) => /error|fail|warn/i.test(line))
          // The reasons first (a form's failed CMS call says why), then the last lines.
          .sort((x, y) => Number(y.includes('call failed')) - Number(x.includes('call failed')))
          .slice(0, 30)
          .join('\n');
      console.log(`[burst] web server's problems:\n${problems(web!)}\n[burst] CMS's problems:\n${problems(cms!)}`);
    }
    expect(unexpected).toEqual([]);
    expect(answers.filter((a) => a.status === '503').every((a) => a.retryAfter !== null)).toBe(true);
    expect(counts['200'] ?? 0).toBeGreaterThan(0);
    expect([web!.child.exitCode, web!.child.signalCode, cms!.child.exitCode, cms!.child.signalCode]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect((await fetch(`${web!.url}/_health/ready`)).status).toBe(200);
    expect((await fetch(`${web!.url}/api/site/blog`)).status).toBe(200);
  },
  180_000,
);
