/**
 * strapi::body writes every multipart file to the OS temp folder before any route check.
 * Whatever the answer (401, 429, 404, 405, 400, 413, 200), the request must leave no file there.
 * The test owns the folder formidable writes to (UPLOAD_TMP_DIR).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_MAX_BYTES,
  FILE_TOO_LARGE,
  REQUEST_FILES_MAX_BYTES,
  REQUEST_TOO_LARGE,
} from '../../src/lib/upload-limits';
import { bootCms, type TestCms } from '../support/cms';
import { createSeededOpenings } from '../support/openings';
import { form, pdf, png } from '../support/fixtures';
import { application } from '../support/visitors';

const ownTmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cadmax-upload-tmp-'));
let cms: TestCms;
let token: string;

beforeAll(async () => {
  // One job application per IP: the second is refused by the rate limiter.
  cms = await bootCms({ PUBLIC_FORM_RATE_MAX: '1', UPLOAD_TMP_DIR: ownTmp });
  // An application names a current opening.
  await createSeededOpenings(cms);
  token = await cms.login();
});
afterAll(async () => {
  await cms?.stop();
  await fs.rm(ownTmp, { recursive: true, force: true });
});

/** The folder formidable writes to: this user's own, 0700, inside UPLOAD_TMP_DIR (src/lib/owner-only.ts). */
const uploadDir = path.join(ownTmp, `cadmax-uploads-${process.getuid?.() ?? 0}`);
/** What is left in the upload folder. */
const left = () => fs.readdir(uploadDir);

const megabyte = Buffer.alloc(1024 * 1024, 7);
/** Two 1 MB files in fields no route reads, plus what the route needs. */
const withJunk = (fields: Record<string, string>, files: Parameters<typeof form>[1] = []) =>
  form(fields, [
    ...files,
    ['imageUrl', 'a.bin', megabyte, 'application/octet-stream'],
    ['x', 'b.bin', megabyte, 'application/octet-stream'],
  ]);

describe('temporary upload files', () => {
  it('the test owns the folder formidable writes to, and only its owner may read it', async () => {
    const body = (
      cms.strapi.config.get('middlewares') as { name?: string; config?: { formidable?: { uploadDir?: string } } }[]
    ).find((m) => m.name === 'strapi::body');
    expect(body?.config?.formidable?.uploadDir).toBe(uploadDir);
    expect((await fs.stat(uploadDir)).mode & 0o777).toBe(0o700);
  });

  it.each<[string, () => Promise<{ status: number; text: string }>, number | number[]]>([
    ['401: an admin route without a token', () => cms.request('/blog/create', { form: withJunk({ title: 't' }) }), 401],
    // Strapi answers an unknown /api path 405 when some route shares the prefix; outside /api, 404.
    ['404/405: an unknown /api path', () => cms.request('/no-such-route', { form: withJunk({}) }), [404, 405]],
    [
      '404: an unknown path outside /api',
      async () => {
        const res = await fetch(`${cms.url}/no-such-page`, { method: 'POST', body: withJunk({}) });
        return { status: res.status, text: await res.text() };
      },
      [404, 405],
    ],
    [
      '405: a method the route does not take',
      async () => {
        const res = await fetch(`${cms.url}/api/blog/create`, {
          method: 'PATCH',
          body: withJunk({}),
          headers: { authorization: `Bearer ${token}` },
        });
        return { status: res.status, text: await res.text() };
      },
      405,
    ],
    [
      '400: an admin route with bad input',
      () => cms.request('/teams', { token, form: withJunk({ name: '', position: '' }) }),
      400,
    ],
    [
      '200: a successful public application with a resume',
      () => cms.request('/job-add', { form: withJunk(application, [['resume', 'cv.pdf', pdf, 'application/pdf']]) }),
      200,
    ],
    [
      '429: the same form again, over the rate limit',
      () => cms.request('/job-add', { form: withJunk(application, [['resume', 'cv.pdf', pdf, 'application/pdf']]) }),
      429,
    ],
  ])('%s leaves none', async (_name, send, status) => {
    const res = await send();
    expect([status].flat(), res.text).toContain(res.status);
    expect(await left()).toEqual([]);
  });

  it('200: a successful admin image upload leaves none', async () => {
    const res = await cms.request('/teams', {
      token,
      form: withJunk({ name: 'Temp Person', position: 'Architect' }, [['imageUrl', 'p.png', await png(), 'image/png']]),
    });
    expect(res.status, res.text).toBe(200);
    expect(await left()).toEqual([]);
  });
});

describe('the size caps', () => {
  it('a file over the per-file cap: 413 JSON with the message, nothing stored, no temp file', async () => {
    const before = await cms.count('api::team-member.team-member');
    const big = Buffer.alloc(FILE_MAX_BYTES + 1, 1);
    const res = await cms.request('/teams', {
      token,
      form: form({ name: 'Big', position: 'Architect' }, [['imageUrl', 'big.png', big, 'image/png']]),
    });
    expect(res.status).toBe(413);
    // The per-file cap is checked once the file is on disk (formidable 2's maxFileSize counts all files together).
    expect(res.body).toEqual({ status: false, message: FILE_TOO_LARGE });
    expect(await cms.count('api::team-member.team-member')).toBe(before);
    expect(await left()).toEqual([]);
  });

  it('files over the per-request cap (each under the per-file one): 413, no temp file', async () => {
    const each = FILE_MAX_BYTES - 1024;
    const files: Parameters<typeof form>[1] = [];
    for (let i = 0; i * each <= REQUEST_FILES_MAX_BYTES; i += 1)
      files.push(['images', `p${i}.png`, Buffer.alloc(each, i), 'image/png']);
    const res = await cms.request('/project-add', { token, form: form({ title: 'Too many bytes' }, files) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: false, message: REQUEST_TOO_LARGE });
    expect(await left()).toEqual([]);
  });
});
