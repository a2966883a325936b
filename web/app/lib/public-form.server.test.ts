// @vitest-environment node
// (Node's own Request, FormData and File, as the web server has them.)
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { FIELDS_MAX_BYTES, FILE_MAX_BYTES, FILE_TOO_LARGE, REQUEST_TOO_LARGE } from '@cadmax/contract';
import { FAILURE_MESSAGE } from '../components/toast';
import { MISSING_FIELDS_MESSAGE, type FormResult } from '../components/use-public-form';
import { MULTIPART_AT_ONCE, submitPublicForm } from './public-form.server';

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
        values: { name: 'Asha', phone_number: '9829012345', website: '' },
        file: null,
        headers: { 'X-Forwarded-For': '198.51.100.7' },
      },
    ]);
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
    expect(c.calls[0]!.values).toEqual({ name: 'Asha', phone_number: '9829012345' });

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

describe('multipart posts, a few at a time', () => {
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

  it(`reads ${MULTIPART_AT_ONCE} bodies at a time; the next is read once one of them is done`, async () => {
    const c = cms();
    const held = Array.from({ length: MULTIPART_AT_ONCE + 1 }, heldPost);
    const order: number[] = [];
    const answers = held.map((h, i) =>
      run(h.request, c.send, { file: 'resume' }).then((a) => {
        order.push(i);
        return a;
      }),
    );
    // The last one waits for a turn without its body being read: finishing it answers nothing yet.
    held.at(-1)!.finish();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    held[0]!.finish();
    expect((await answers[0])!.status).toBe(200);
    expect((await answers.at(-1))!.status).toBe(200);
    expect(order).toEqual([0, MULTIPART_AT_ONCE]);
    for (const h of held.slice(1, -1)) h.finish();
    await Promise.all(answers);
    expect(c.calls).toHaveLength(MULTIPART_AT_ONCE + 1);
  });
});
