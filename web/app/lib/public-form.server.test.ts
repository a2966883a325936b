// @vitest-environment node
// (Node's own Request, FormData and File, as the web server has them.)
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import {
  FIELDS_MAX_BYTES,
  FILE_MAX_BYTES,
  FILE_TOO_LARGE,
  REQUEST_TOO_LARGE,
  UPLOADS_PER_CLIENT,
  UPLOAD_BYTES_HELD,
  isSubmissionKey,
  messages,
  newSubmissionKey,
} from '@cadmax/contract';
import { FAILURE_MESSAGE } from '../components/toast';
import { MISSING_FIELDS_MESSAGE, type FormResult } from '../components/use-public-form';
import { clientOf, submitPublicForm } from './public-form.server';

type Call = { values: Record<string, string>; file: File | null; headers: Record<string, string> };

/** The form's CMS call, recorded; answers `reply` (or throws it). */
function cms(reply: (() => Promise<{ status: boolean; message: string }>) | undefined = undefined) {
  const calls: Call[] = [];
  const send = async (values: Record<string, string>, file: File | null, headers: Record<string, string>) => {
    calls.push({ values, file, headers });
    return reply ? reply() : { status: true, message: 'Stored.' };
  };
  return { calls, send };
}

/**
 * What the CMS is sent for Asha's two fields: the form's required fields and the frame's (the honeypot, the key, the
 * source page), '' when not sent, and the page's language.
 */
const ASHA_SENT = {
  name: 'Asha',
  phone_number: '9829012345',
  website: '',
  submission_key: expect.any(String),
  source_page: '',
  language: 'en',
};

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://site.test/contact', { method: 'POST', body, headers });

async function run(
  request: Request,
  send: ReturnType<typeof cms>['send'],
  { file, forwardedFor }: { file?: string; forwardedFor?: string } = {},
) {
  const answer = (await submitPublicForm(
    request,
    { forwardedFor },
    { required: ['name', 'phone_number'], file, send },
  )) as unknown as {
    data: FormResult;
    init: { status: number; headers: Record<string, string> };
  };
  return { result: answer.data, status: answer.init.status, headers: answer.init.headers };
}

const cmsRefusal = (status: number, message: string) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { status: false, message },
  } as AxiosResponse);

describe('submitPublicForm', () => {
  it('sends the fields with the visitor as X-Forwarded-For, the phone as digits, and answers uncacheably', async () => {
    const c = cms();
    const answer = await run(
      post(new URLSearchParams({ name: 'Asha', phone_number: '+91 98290-12345', website: '' })),
      c.send,
      { forwardedFor: '198.51.100.7' },
    );
    expect(answer).toEqual({
      result: { status: true, message: 'Stored.' },
      status: 200,
      headers: { 'Cache-Control': 'no-store' },
    });
    expect(c.calls).toEqual([
      {
        values: ASHA_SENT,
        file: null,
        headers: { 'X-Forwarded-For': '198.51.100.7' },
      },
    ]);
  });

  it("sends the language of the form's page (D-15): Hindi from /hi/..., whatever the form posts", async () => {
    const c = cms();
    const body = new URLSearchParams({ name: 'आशा', phone_number: '9829012345', language: 'en' });
    await run(new Request('http://site.test/hi/contact', { method: 'POST', body }), c.send);
    expect(c.calls[0]!.values).toMatchObject({ name: 'आशा', language: 'hi' });
  });

  it("answers 400 'Please fill out all fields.' with the empty fields and what was sent, and calls no CMS", async () => {
    const c = cms();
    const answer = await run(
      post(new URLSearchParams({ name: 'Asha', phone_number: '  ', website: 'bot.example' })),
      c.send,
    );
    expect(answer.status).toBe(400);
    // The honeypot is not echoed into the page.
    expect(answer.result).toEqual({
      status: false,
      message: MISSING_FIELDS_MESSAGE,
      values: { name: 'Asha', phone_number: '' },
      missing: ['phone_number'],
    });
    expect(c.calls).toHaveLength(0);
  });

  it("keeps the CMS's refusals (its status and message), and answers a failed call 502 'Something went wrong, please try again.'", async () => {
    const fields = () => post(new URLSearchParams({ name: 'Asha', phone_number: '9829012345' }));
    const limited = await run(
      fields(),
      cms(() => Promise.reject(cmsRefusal(429, 'Too many requests. Please try again later.'))).send,
    );
    expect(limited).toMatchObject({
      status: 429,
      result: { status: false, message: 'Too many requests. Please try again later.', values: { name: 'Asha' } },
    });
    const down = await run(fields(), cms(() => Promise.reject(cmsRefusal(503, 'Service Unavailable'))).send);
    expect(down).toMatchObject({ status: 502, result: { status: false, message: FAILURE_MESSAGE } });
    // The CMS's own 503 for a file it cannot store now keeps its message, so the visitor knows to retry.
    const storeDown = await run(
      fields(),
      cms(() => Promise.reject(cmsRefusal(503, 'Uploads are unavailable for a moment; please try again.'))).send,
    );
    expect(storeDown).toMatchObject({
      status: 503,
      result: { status: false, message: 'Uploads are unavailable for a moment; please try again.' },
    });
    const refused = await run(
      fields(),
      cms(() => Promise.resolve({ status: false, message: 'Please choose a valid position.' })).send,
    );
    expect(refused).toMatchObject({
      status: 400,
      result: { status: false, message: 'Please choose a valid position.' },
    });
  });

  it('passes the chosen file through, and leaves out an empty file field', async () => {
    const withFile = new FormData();
    withFile.append('name', 'Asha');
    withFile.append('phone_number', '9829012345');
    withFile.append('resume', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    const c = cms();
    expect((await run(post(withFile), c.send, { file: 'resume' })).status).toBe(200);
    expect(c.calls[0]!.file).toMatchObject({ name: 'cv.pdf', size: 8, type: 'application/pdf' });
    expect(c.calls[0]!.values).toEqual(ASHA_SENT);

    const empty = new FormData();
    empty.append('name', 'Asha');
    empty.append('phone_number', '9829012345');
    empty.append('resume', new File([], ''));
    const d = cms();
    await run(post(empty), d.send, { file: 'resume' });
    expect(d.calls[0]!.file).toBeNull();
  });

  it("refuses a resume over the CMS's file limit with its message, 413, before any CMS call", async () => {
    const form = new FormData();
    form.append('name', 'Asha');
    form.append('phone_number', '9829012345');
    form.append('resume', new File([new Uint8Array(FILE_MAX_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' }));
    const c = cms();
    expect(await run(post(form), c.send, { file: 'resume' })).toMatchObject({
      status: 413,
      result: { status: false, message: FILE_TOO_LARGE },
    });
    expect(c.calls).toHaveLength(0);
  });

  it('refuses a body over the limits unread, whether it announces its length or comes chunked', async () => {
    const c = cms();
    let pulled = 0;
    const stream = () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled += 1;
            controller.enqueue(new Uint8Array(256 * 1024));
          },
        },
        // Nothing is pulled until someone reads.
        { highWaterMark: 0 },
      );
    const announced = new Request('http://site.test/career/Architect', {
      method: 'POST',
      body: stream(),
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(FIELDS_MAX_BYTES + FILE_MAX_BYTES + 1),
      },
      duplex: 'half',
    } as RequestInit);
    expect(await run(announced, c.send, { file: 'resume' })).toMatchObject({
      status: 413,
      result: { message: FILE_TOO_LARGE },
    });
    expect(pulled).toBe(0);
    const request = new Request('http://site.test/contact', {
      method: 'POST',
      body: stream(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(await run(request, c.send)).toMatchObject({ status: 413, result: { message: REQUEST_TOO_LARGE } });
    // It stopped reading once past the 1 MB of a form without a file.
    expect(pulled).toBeLessThan(10);
    expect(c.calls).toHaveLength(0);
  });
});

const MB = 1024 * 1024;

describe('the submission key of a form sent without one', () => {
  const keyOf = async (fields: Record<string, string>, file?: File, path = '/contact') => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (file) body.append('resume', file);
    const c = cms();
    await run(new Request(`http://site.test${path}`, { method: 'POST', body }), c.send, {
      file: file ? 'resume' : undefined,
    });
    return c.calls[0]!.values.submission_key!;
  };
  const enquiry = { name: 'Asha', phone_number: '9829012345', email: 'asha@example.in', message: 'A house.' };

  it('is a valid key made from the content: the same content (address in any case) gives the same key', async () => {
    const key = await keyOf(enquiry);
    expect(isSubmissionKey(key)).toBe(true);
    expect(await keyOf({ ...enquiry, email: 'ASHA@Example.in', message: ' A house.\r\n' })).toBe(key);
    // Not content: the honeypot, the source page, an empty key field.
    expect(await keyOf({ ...enquiry, website: '', source_page: '/blog', submission_key: '' })).toBe(key);
  });

  it('differs for other content, another form, another file, and another day', async () => {
    const key = await keyOf(enquiry);
    expect(await keyOf({ ...enquiry, message: 'A second house.' })).not.toBe(key);
    expect(await keyOf(enquiry, undefined, '/newsletter')).not.toBe(key);
    const cv = (text: string) => new File([text], 'cv.pdf', { type: 'application/pdf' });
    const withCv = await keyOf(enquiry, cv('%PDF-1.4 one'));
    expect(withCv).not.toBe(key);
    expect(await keyOf(enquiry, cv('%PDF-1.4 one'))).toBe(withCv);
    expect(await keyOf(enquiry, cv('%PDF-1.4 two'))).not.toBe(withCv);
    vi.useFakeTimers({ now: Date.now() + 24 * 3600_000, toFake: ['Date'] });
    try {
      expect(await keyOf(enquiry)).not.toBe(key);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is not made when the form sent one: the browser's key is passed as it is", async () => {
    const key = newSubmissionKey();
    expect(await keyOf({ ...enquiry, submission_key: key })).toBe(key);
  });
});

describe('the client of a request', () => {
  it('is the chain walked back from the peer through the trusted proxies (loopback by default)', () => {
    expect(clientOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('203.0.113.9,198.51.100.7,127.0.0.1')).toBe('198.51.100.7');
    expect(clientOf('10.0.0.1, 127.0.0.1, ::1')).toBe('10.0.0.1');
    expect(clientOf('127.0.0.1')).toBe('127.0.0.1');
    expect(clientOf(undefined)).toBe('');
  });
});

describe('multipart posts, one at a time per client', () => {
  /** A multipart post whose body arrives only when `finish` is called: a slow client. */
  function heldPost() {
    const boundary = 'held';
    const encoder = new TextEncoder();
    let finish = () => undefined as void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n`),
        );
        finish = () => {
          controller.enqueue(
            encoder.encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="phone_number"\r\n\r\n9829012345\r\n--${boundary}--\r\n`,
            ),
          );
          controller.close();
        };
      },
    });
    const request = new Request('http://site.test/career/x', {
      method: 'POST',
      body,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    return { request, finish: () => finish() };
  }

  it(`reads ${UPLOADS_PER_CLIENT} body at a time per client; other clients' are read meanwhile`, async () => {
    const c = cms();
    const a = Array.from({ length: UPLOADS_PER_CLIENT + 1 }, heldPost);
    const b = heldPost();
    const order: string[] = [];
    const send = (h: ReturnType<typeof heldPost>, name: string, forwardedFor: string) =>
      run(h.request, c.send, { file: 'resume', forwardedFor }).then((answer) => {
        order.push(name);
        return answer;
      });
    // Client A through a trusted proxy (loopback), client B straight.
    const answersA = a.map((h, i) => send(h, `a${i}`, `198.51.100.1,127.0.0.1`));
    const answerB = send(b, 'b', '198.51.100.2');
    // A's last post waits for a turn without its body being read: finishing it answers nothing yet.
    a.at(-1)!.finish();
    b.finish();
    expect((await answerB).status).toBe(200);
    expect(order).toEqual(['b']);
    a[0]!.finish();
    expect((await answersA[0])!.status).toBe(200);
    expect((await answersA.at(-1))!.status).toBe(200);
    expect(order).toEqual(['b', 'a0', `a${UPLOADS_PER_CLIENT}`]);
    for (const h of a.slice(1, -1)) h.finish();
    await Promise.all(answersA);
    expect(c.calls).toHaveLength(UPLOADS_PER_CLIENT + 2);
  });

  it(`holds at most ${UPLOAD_BYTES_HELD / MB} MB of bodies in all: the body that would pass it is answered 503 at once`, async () => {
    const c = cms();
    // Bodies of FIELDS_MAX_BYTES + 4 MB, each from its own client, all but their end arrived.
    const chunk = new Uint8Array(1 * MB).fill(0x41);
    const parts = FIELDS_MAX_BYTES / MB + 4;
    const fits = Math.floor(UPLOAD_BYTES_HELD / (parts * MB));
    const posts = Array.from({ length: fits + 1 }, () => {
      let finish = () => undefined as void;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < parts; i += 1) controller.enqueue(chunk);
          finish = () => controller.close();
        },
      });
      const request = new Request('http://site.test/career/x', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'multipart/form-data; boundary=big' },
        duplex: 'half',
      } as RequestInit);
      return { request, finish: () => finish() };
    });
    const answers = posts.map((p, i) =>
      run(p.request, c.send, { file: 'resume', forwardedFor: `198.51.100.${i + 10}` }),
    );
    // The one whose bytes passed the bound is answered at once, unfinished.
    expect(await Promise.race(answers)).toMatchObject({
      status: 503,
      result: { status: false, message: messages.uploadsBusy },
      headers: { 'Retry-After': '5', Connection: 'close' },
    });
    // The others were read whole and are answered once they end (400: not a form); their bytes are given back.
    for (const p of posts) {
      try {
        p.finish();
      } catch {
        // The refused one's stream was cancelled.
      }
    }
    const statuses = (await Promise.all(answers)).map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(fits).fill(400), 503]);
    const again = heldPost();
    const next = run(again.request, c.send, { file: 'resume', forwardedFor: '198.51.100.99' });
    again.finish();
    expect((await next).status).toBe(200);
  });
});
