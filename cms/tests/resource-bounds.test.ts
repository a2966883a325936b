/**
 * The bounds on request bodies, images and stored files, on the real Strapi:
 * - a body-parser refusal (a text field over the cap, then a file) is answered at once, every time;
 * - an image is refused from its header when it has too many pixels, and scaled down to IMAGE_MAX_EDGE when larger;
 * - one request may carry REQUEST_FILES_MAX_BYTES of files in all, as the 413 message says;
 * - resume storage: a share per sending network (429 to that network alone), a global daily cap and a free-disk
 *   watermark (503), nothing stored when refused;
 * - the store down (its folder unusable): 503 with the message, nothing half-stored, readiness says degraded;
 * - rate-limit buckets: an IPv6 client by its /64 (the keys themselves: client-ip.test.ts);
 * - the SQLite database is owner-only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIELDS_MAX_BYTES,
  IMAGE_MAX_EDGE,
  IMAGE_TOO_MANY_PIXELS,
  REQUEST_FILES_MAX_BYTES,
  messages,
} from '@cadmax/contract';
import { senderNetwork } from '../src/lib/resume-budget';
import type { TeamMember } from '../src/lib/wire-types';
import { bootCms, type TestCms } from './support/cms';
import { createSeededOpenings } from './support/openings';
import { form, jpeg, pdf, png } from './support/fixtures';
import { fieldThenFile } from './support/oversized';
import { application, enquiry } from './support/visitors';

type Saved<T> = { status: boolean; data: T };

const FORM_LIMIT = 3;
let cms: TestCms;
let token: string;
let ip = 0;
/** Each request from its own IPv4 client (the proxy's X-Forwarded-For), so the form limit never interferes. */
const fresh = () => ({ 'x-forwarded-for': `198.51.100.${(ip += 1) % 250}` });

beforeAll(async () => {
  cms = await bootCms({ PUBLIC_FORM_RATE_MAX: String(FORM_LIMIT) });
  await createSeededOpenings(cms);
  token = await cms.login();
});
afterAll(() => cms?.stop());

const APPLICATIONS = 'api::job-application.job-application';
const withResume = () => form(application, [['resume', 'cv.pdf', pdf, 'application/pdf']]);

describe('rate-limit keys', () => {
  it('two IPv6 addresses in one /64 share a bucket; another /64 has its own', async () => {
    const send = (from: string) =>
      cms.request('/contact-add', { json: enquiry, headers: { 'x-forwarded-for': from } }).then((r) => r.status);
    const sent = [];
    for (let i = 0; i < FORM_LIMIT; i += 1) sent.push(await send(i % 2 ? '2001:db8:5:6::a' : '2001:db8:5:6:1:2:3:4'));
    expect(sent).toEqual(Array(FORM_LIMIT).fill(200));
    expect(await send('2001:db8:5:6::b')).toBe(429);
    expect(await send('2001:db8:5:7::a')).toBe(200);
  });
});

describe('body-parser refusals', () => {
  it('a text field over the cap followed by a file: 6 of 6 answered 413 at once', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await fieldThenFile(`${cms.url}/api/job-add`, FIELDS_MAX_BYTES + 1 + i * 4096, fresh()));
    console.log(
      `oversized field + file, straight to the CMS: ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}`,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(413));
  });
});

/** A PNG whose header declares `width` × `height` over a tiny body (as the attack's 31 KB 16000 × 16000 one). */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // The IHDR chunk: length (4), "IHDR" (4), width, height, ... then its CRC over type and data.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe('image bounds', () => {
  it('a PNG declaring 16000 × 16000 pixels is refused from its header at once, nothing stored', async () => {
    const files = () => cms.strapi.db.query('plugin::upload.file').count({});
    const before = { members: await cms.count('api::team-member.team-member'), files: await files() };
    const bomb = await pngDeclaring(16_000, 16_000);
    const start = Date.now();
    const res = await cms.request('/teams', {
      token,
      form: form({ name: 'Pixel Bomb', position: 'Architect' }, [['imageUrl', 'bomb.png', bomb, 'image/png']]),
    });
    console.log(`16000 × 16000 PNG of ${bomb.length} bytes: ${res.status} in ${Date.now() - start} ms`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: IMAGE_TOO_MANY_PIXELS });
    expect(await cms.count('api::team-member.team-member')).toBe(before.members);
    expect(await files()).toBe(before.files);
  });

  it('through the media library too (the panel, /upload)', async () => {
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.CMS_ADMIN_EMAIL, password: process.env.CMS_ADMIN_PASSWORD }),
    });
    const panelToken = ((await login.json()) as { data: { token: string } }).data.token;
    const body = form({}, [['files', 'bomb.png', await pngDeclaring(16_000, 16_000), 'image/png']]);
    const res = await fetch(`${cms.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${panelToken}` },
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(IMAGE_TOO_MANY_PIXELS);
  });

  it(`an image wider than ${IMAGE_MAX_EDGE} px is stored at ${IMAGE_MAX_EDGE}, and no copy of it is larger`, async () => {
    const res = await cms.request<Saved<TeamMember>>('/teams', {
      token,
      form: form({ name: 'Wide Photo', position: 'Architect' }, [
        ['imageUrl', 'wide.jpg', await jpeg(3000, 1500), 'image/jpeg'],
      ]),
    });
    expect(res.status, res.text).toBe(200);
    const image = res.body.data.image!;
    const widths = [...image.sources, ...image.webp].map((s) => s.width);
    expect(Math.max(...widths)).toBe(IMAGE_MAX_EDGE);
    const original = await fetch(`${cms.url}${image.url}`);
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([IMAGE_MAX_EDGE, IMAGE_MAX_EDGE / 2]);
  });
});

describe('the request file cap', () => {
  it(`files of one request may add up to more than one file's cap, as the message says (${REQUEST_FILES_MAX_BYTES} in all)`, async () => {
    // A 3 MB resume and a 3 MB file in a field no route reads: 6 MB in all, each under the 5 MB per-file cap.
    // formidable 2 counted its maxFileSize over both and refused the pair with 413.
    const resume = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const res = await cms.request('/job-add', {
      form: form(application, [
        ['resume', 'cv.pdf', resume, 'application/pdf'],
        ['portfolio', 'extra.bin', Buffer.alloc(3 * 1024 * 1024, 1), 'application/octet-stream'],
      ]),
      headers: fresh(),
    });
    expect(res.status, res.text).toBe(200);
  });
});

/** The resume budget (config storage.resumes) for the describe that calls it: its setter; put back after it. */
function resumeBudget() {
  type Budget = { dailyMax: number; minFreeBytes: number; networkDailyMax: number };
  const budget = () => cms.strapi.config.get('storage.resumes') as Budget;
  const setBudget = (values: Partial<Budget>) => cms.strapi.config.set('storage.resumes', { ...budget(), ...values });
  let saved: Budget;
  beforeAll(() => {
    saved = { ...budget() };
  });
  afterAll(() => setBudget(saved));
  return setBudget;
}

describe('resume storage bounds', () => {
  const setBudget = resumeBudget();

  const apply = () => cms.request('/job-add', { form: withResume(), headers: fresh() });

  it('a global daily cap: past it, an application with a resume answers 503 and nothing is stored', async () => {
    const stored = await cms.strapi.db.query(APPLICATIONS).count({ where: { resume_file: { $notNull: true } } });
    setBudget({ dailyMax: stored + 2 });
    expect((await apply()).status).toBe(200);
    expect((await apply()).status).toBe(200);
    const before = await cms.count(APPLICATIONS);
    const refused = await apply();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ status: false, message: messages.uploadsUnavailable });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await cms.count(APPLICATIONS)).toBe(before);
    // Without a resume the form still works.
    expect((await cms.request('/job-add', { json: application, headers: fresh() })).status).toBe(200);
  });

  it('a free-disk watermark: under it, 503 and nothing stored', async () => {
    setBudget({ dailyMax: 0, minFreeBytes: Number.MAX_SAFE_INTEGER });
    const before = await cms.count(APPLICATIONS);
    const refused = await apply();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ status: false, message: messages.uploadsUnavailable });
    expect(await cms.count(APPLICATIONS)).toBe(before);
    setBudget({ minFreeBytes: 0 });
    expect((await apply()).status).toBe(200);
  });
});

describe('the per-network resume cap', () => {
  const setBudget = resumeBudget();
  /** Each network's share here: under the form rate limit (FORM_LIMIT per address, and per /64). */
  const SHARE = 2;

  /** An application with a resume from `from`, its email naming the network, so its rows can be counted. */
  const applyFrom = (from: string, network: string, resume = true) =>
    cms.request('/job-add', {
      form: resume
        ? form({ ...application, email: `${network}@example.in` }, [['resume', 'cv.pdf', pdf, 'application/pdf']])
        : form({ ...application, email: `${network}@example.in` }),
      headers: { 'x-forwarded-for': from },
    });
  const storedFrom = (network: string) =>
    cms.strapi.db
      .query(APPLICATIONS)
      .count({ where: { email: `${network}@example.in`, resume_file: { $notNull: true } } });
  const resumes = () => cms.strapi.db.query(APPLICATIONS).count({ where: { resume_file: { $notNull: true } } });

  it('the network of a client: an IPv4 /24, an IPv6 /64', () => {
    expect(senderNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(senderNetwork('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(senderNetwork('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(senderNetwork('2001:db8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
  });

  it('a network past its share gets 429 with the message, nothing stored; another network is still accepted', async () => {
    setBudget({ dailyMax: 0, networkDailyMax: SHARE });
    const before = await resumes();
    // A burst from 12 addresses of one /24 at once (each under the form rate limit): only the share is stored.
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => applyFrom(`203.0.113.${10 + i}`, 'net-a')));
    const statuses = burst.map((r) => r.status);
    const refused = burst.filter((r) => r.status === 429);
    // An applicant from another network, after it: accepted.
    const other = await applyFrom('192.0.2.44', 'net-b');
    // One IPv6 /64 is one network, whichever address in it sends.
    const v6 = [];
    for (const from of ['2001:db8:7:7::1', '2001:db8:7:7:ffff::2', '2001:db8:7:7:1:2:3:4'])
      v6.push(await applyFrom(from, 'net-v6'));
    const stored = {
      'net-a 203.0.113.0/24': await storedFrom('net-a'),
      'net-b 192.0.2.0/24': await storedFrom('net-b'),
      'net-v6 2001:db8:7:7::/64': await storedFrom('net-v6'),
    };
    console.log(
      `per-network resume cap ${SHARE}: 12 at once from one /24 → ${statuses.filter((s) => s === 200).length} stored, ` +
        `${refused.length} refused 429 (Retry-After ${refused[0]?.headers.get('retry-after')} s); ` +
        `another network → ${other.status}; 3 from one /64 → ${v6.map((r) => r.status).join(', ')} ` +
        `(Retry-After ${v6[2]?.headers.get('retry-after')} s); ` +
        `stored per network: ${JSON.stringify(stored)}`,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(SHARE);
    expect(refused).toHaveLength(12 - SHARE);
    for (const res of refused) {
      expect(res.body).toEqual({ status: false, message: messages.resumeNetworkCap });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    }
    expect(other.status, other.text).toBe(200);
    expect(v6.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(v6[2]!.body).toEqual({ status: false, message: messages.resumeNetworkCap });
    expect(stored).toEqual({
      'net-a 203.0.113.0/24': SHARE,
      'net-b 192.0.2.0/24': 1,
      'net-v6 2001:db8:7:7::/64': SHARE,
    });
    expect(await resumes()).toBe(before + SHARE * 2 + 1);
    // The network past its share may still apply without a resume.
    expect((await applyFrom('203.0.113.99', 'net-a', false)).status).toBe(200);
  });

  it('the global cap still holds for all networks together (503), and a network past its share is told 429', async () => {
    setBudget({ dailyMax: (await resumes()) + 2, networkDailyMax: SHARE });
    expect((await applyFrom('198.18.1.1', 'net-c')).status).toBe(200);
    expect((await applyFrom('198.18.2.1', 'net-d')).status).toBe(200);
    const before = await cms.count(APPLICATIONS);
    const full = await applyFrom('198.18.3.1', 'net-e');
    expect(full.status).toBe(503);
    expect(full.body).toEqual({ status: false, message: messages.uploadsUnavailable });
    const pastShare = await applyFrom('203.0.113.50', 'net-a');
    expect(pastShare.status).toBe(429);
    expect(await cms.count(APPLICATIONS)).toBe(before);
  });

  it('the network is kept only as a private keyed hash: in no answer, hidden in the panel', async () => {
    const rows = (await cms.strapi.db.query(APPLICATIONS).findMany({
      where: { email: 'net-a@example.in', resume_file: { $notNull: true } },
      select: ['sender_network'],
    })) as {
      sender_network: string | null;
    }[];
    const marks = new Set(rows.map((r) => r.sender_network));
    expect(marks.size).toBe(1);
    const [mark] = [...marks];
    expect(mark).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const list = await cms.request('/job-get', { token });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(mark!);
    expect(list.text).not.toContain('sender_network');
    const layout = (await cms.strapi.store({ type: 'plugin', name: 'content_manager' }).get({
      key: `configuration_content_types::${APPLICATIONS}`,
    })) as { metadatas: Record<string, { edit: { visible?: boolean } }> };
    // Hidden in the schema: the content manager has no such field at all (cms/tests/panel.test.ts covers its answers).
    expect(layout.metadatas).not.toHaveProperty('sender_network');
    expect(layout.metadatas).toHaveProperty('email');
  });
});

describe('the store down', () => {
  const metric = async (series: string) => {
    const text = await (await fetch(`${cms.url}/_metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
  const ready = async () => {
    const res = await fetch(`${cms.url}/_health/ready`);
    return { status: res.status, body: (await res.json()) as { degraded: string[]; checks: Record<string, string> } };
  };

  it('the resume folder unusable: 503 with the message, no application, readiness 200 but degraded, errors counted', async () => {
    const dir = path.resolve(
      cms.strapi.dirs.app.root,
      (cms.strapi.config.get('storage.resumes') as { dir: string }).dir,
    );
    expect((await ready()).body.degraded).toEqual([]);
    const errorsBefore = (await metric('cms_object_store_errors_total{operation="put"}')) ?? 0;
    // A file where the folder should be: every write fails (as root too, unlike a permission).
    await fs.rm(dir, { recursive: true, force: true });
    await fs.writeFile(dir, 'not a folder');
    try {
      const before = await cms.count(APPLICATIONS);
      const res = await cms.request('/job-add', { form: withResume(), headers: fresh() });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: false, message: messages.uploadsUnavailable });
      expect(await cms.count(APPLICATIONS)).toBe(before);
      expect(await metric('cms_object_store_errors_total{operation="put"}')).toBe(errorsBefore + 1);
      const health = await ready();
      expect(health.status).toBe(200);
      expect(health.body.degraded).toEqual(['objectStore']);
      expect(health.body.checks.objectStore).not.toBe('ok');
      expect(await metric('cms_dependency_up{dependency="objectStore"}')).toBe(0);
    } finally {
      await fs.rm(dir, { force: true });
    }
    expect((await ready()).body.degraded).toEqual([]);
    expect(await metric('cms_dependency_up{dependency="objectStore"}')).toBe(1);
  });

  it('the media folder unusable: an admin upload answers 503 with the message, no record and no file row', async () => {
    const uploads = path.join(process.env.CMS_PUBLIC_DIR!, 'uploads');
    const files = () => cms.strapi.db.query('plugin::upload.file').count({});
    const before = { members: await cms.count('api::team-member.team-member'), files: await files() };
    await fs.rename(uploads, `${uploads}.away`);
    await fs.writeFile(uploads, 'not a folder');
    try {
      const res = await cms.request('/teams', {
        token,
        form: form({ name: 'No Store', position: 'Architect' }, [['imageUrl', 'p.png', await png(), 'image/png']]),
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: false, message: messages.uploadsUnavailable });
      expect(await cms.count('api::team-member.team-member')).toBe(before.members);
      expect(await files()).toBe(before.files);
    } finally {
      await fs.rm(uploads, { force: true });
      await fs.rename(`${uploads}.away`, uploads);
    }
  });
});

describe.skipIf(process.env.DATABASE_CLIENT === 'postgres')('owner-only files', () => {
  it('the SQLite database and its WAL are readable by their owner only', async () => {
    const file = process.env.DATABASE_FILENAME!;
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await fs.stat(`${file}-wal`)).mode & 0o777).toBe(0o600);
  });
});
