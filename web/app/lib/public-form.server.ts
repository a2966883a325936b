/**
 * The server side of the three public forms: the route actions of /contact, /career/{slug} and /newsletter read
 * the posted form (urlencoded, or multipart with the resume), check it as the browser does, and send it to the
 * CMS's public endpoint server-to-server. Nothing else is reachable from here: no admin endpoint, and none of the
 * visitor's headers but its address (X-Forwarded-For, the /api proxy's rule: web/server/forwarded-for.mjs), so a
 * cross-site POST can do no more than it could on `POST /api/contact-add` itself.
 */
import axios from 'axios';
import { data, type AppLoadContext } from 'react-router';
import {
  FIELDS_MAX_BYTES,
  FILE_MAX_BYTES,
  FILE_TOO_LARGE,
  REQUEST_TOO_LARGE,
  SOURCE_PAGE_FIELD,
  messages,
  publicPagePath,
} from '@cadmax/contract';
import { serverMessage } from '../api/client';
import { pageViewsOn } from './load.server';
import type { Envelope } from '../api/types';
import { toPhoneDigits } from '../components/phone-input';
import { FAILURE_MESSAGE } from '../components/toast';
import { MISSING_FIELDS_MESSAGE, type FormResult } from '../components/use-public-form';

interface PublicForm {
  /** The fields that must not be empty: the same list the browser checks. */
  required: readonly string[];
  /** The form's file field, if it has one (multipart): one file of at most FILE_MAX_BYTES. */
  file?: string;
  /** The CMS call, with the text fields, the file if one was chosen, and the headers to send. */
  send: (
    values: Record<string, string>,
    file: File | null,
    headers: Record<string, string>,
  ) => Promise<Envelope & { message: string }>;
}

/** The path of the page a request was sent from, or '' (no Referer, or not a URL). */
function refererPath(request: Request): string {
  try {
    return new URL(request.headers.get('referer') ?? '').pathname;
  } catch {
    return '';
  }
}

/** The answer of an action: the result with its HTTP status; never stored by a cache. */
const answer = (result: FormResult, status: number, headers: Record<string, string> = {}) =>
  data(result, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * A form with a file (the career form, up to 6 MB a post) is held whole in this process while it is
 * parsed and sent on, so only MULTIPART_AT_ONCE are read and sent at a time, each body within BODY_TIMEOUT_MS; the
 * others wait, unread (their bytes stay in the kernel's socket buffers, not in this process), up to
 * ADMISSION_WAIT_MS for a turn, then get a 503 with Retry-After. 20 slow 6 MB posts held open then cost this
 * process two bodies, not twenty (ops/tests/form-memory.test.ts prints the figures).
 */
export const MULTIPART_AT_ONCE = 2;
const ADMISSION_WAIT_MS = 15_000;
const BODY_TIMEOUT_MS = 60_000;
const RETRY_AFTER_S = '5';

let reading = 0;
const waiting: (() => void)[] = [];

/** A turn to read a multipart body, or false after ADMISSION_WAIT_MS; `release` gives the turn on. */
async function admit(): Promise<boolean> {
  if (reading < MULTIPART_AT_ONCE) {
    reading += 1;
    return true;
  }
  return new Promise<boolean>((resolve) => {
    const turn = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(turn), 1);
      resolve(false);
    }, ADMISSION_WAIT_MS);
    waiting.push(turn);
  });
}

function release(): void {
  const next = waiting.shift();
  // The turn passes straight to the next in line: `reading` stays as it is.
  if (next) next();
  else reading -= 1;
}

export async function submitPublicForm(request: Request, context: AppLoadContext, form: PublicForm) {
  // The CMS's own limits (@cadmax/contract's uploads.ts): the fields, plus one file for a form that takes one. A body
  // over them is refused before it is read, with the message the CMS would give.
  const cap = FIELDS_MAX_BYTES + (form.file ? FILE_MAX_BYTES : 0);
  // The rest of the body is never read: the connection closes after the answer, so the browser, still sending,
  // reads the 413 at once instead of when the idle connection times out.
  const tooLarge = () =>
    answer({ status: false, message: form.file ? FILE_TOO_LARGE : REQUEST_TOO_LARGE }, 413, { Connection: 'close' });
  if (Number(request.headers.get('content-length') ?? 0) > cap) return tooLarge();
  if (!form.file) return readAndSend(request, context, form, cap, tooLarge);
  if (!(await admit()))
    return answer({ status: false, message: messages.uploadsBusy }, 503, { 'Retry-After': RETRY_AFTER_S });
  // The turn is held until the CMS has answered: the parsed body lives until then.
  try {
    return await readAndSend(request, context, form, cap, tooLarge, BODY_TIMEOUT_MS);
  } finally {
    release();
  }
}

async function readAndSend(
  request: Request,
  context: AppLoadContext,
  form: PublicForm,
  cap: number,
  tooLarge: () => ReturnType<typeof answer>,
  timeoutMs?: number,
) {
  let fields: FormData;
  try {
    const body = await readUpTo(request, cap, timeoutMs);
    if (body === 'timeout') return answer({ status: false, message: messages.uploadTooSlow }, 408);
    if (!body) return tooLarge();
    fields = await new Response(body, {
      headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return answer({ status: false, message: FAILURE_MESSAGE }, 400);
  }

  const values: Record<string, string> = {};
  let file: File | null = null;
  for (const [name, value] of fields) {
    if (typeof value === 'string') values[name] = name === 'phone_number' ? toPhoneDigits(value) : value;
    // A file input left empty still sends a part: no name, no bytes.
    else if (name === form.file && (value.size > 0 || value.name !== '')) file = value;
  }
  // D-14.3: sent without JavaScript, a form names no source page; the page it was on (the post's Referer) stands in.
  if (values[SOURCE_PAGE_FIELD] === '' && pageViewsOn())
    values[SOURCE_PAGE_FIELD] = publicPagePath(refererPath(request)) ?? '';
  const refused = (message: string, status: number, missing?: string[]) => {
    // Echoed so the page can show the form as it was sent; the honeypot is not.
    const { website: _bot, ...echo } = values;
    return answer({ status: false, message, values: echo, missing }, status);
  };
  const missing = form.required.filter((name) => !values[name]?.trim());
  if (missing.length > 0) return refused(MISSING_FIELDS_MESSAGE, 400, missing);
  if (file && file.size > FILE_MAX_BYTES) return refused(FILE_TOO_LARGE, 413);

  try {
    const headers: Record<string, string> = context.forwardedFor ? { 'X-Forwarded-For': context.forwardedFor } : {};
    const sent = await form.send(values, file, headers);
    return sent.status
      ? answer({ status: true, message: sent.message }, 200)
      : refused(sent.message || FAILURE_MESSAGE, 400);
  } catch (error) {
    const status = axios.isAxiosError(error) ? (error.response?.status ?? 0) : 0;
    // The CMS's refusals (validation, the rate limit, a file it will not take) keep their status and message.
    if (status >= 400 && status < 500) return refused(serverMessage(error) ?? FAILURE_MESSAGE, status);
    // The CMS's temporary refusal of a file (its store down, resume storage paused): the visitor is told to retry.
    if (status === 503 && serverMessage(error) === messages.uploadsUnavailable)
      return refused(messages.uploadsUnavailable, 503);
    // The reason only: an axios error carries the request it sent, the visitor's fields and file included.
    const reason = axios.isAxiosError(error) ? `${error.code ?? 'no answer'}: ${error.message}` : String(error);
    console.error(`[web] ${request.method} ${new URL(request.url).pathname}: the CMS call failed (${reason})`);
    return refused(FAILURE_MESSAGE, 502);
  }
}

/**
 * The whole body, null once it passes `cap` bytes (a chunked upload announces no length), or 'timeout' when it has
 * not all arrived within `timeoutMs` (the rest is not read: the connection is closed with the answer).
 */
async function readUpTo(
  request: Request,
  cap: number,
  timeoutMs?: number,
): Promise<Uint8Array<ArrayBuffer> | null | 'timeout'> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline =
      timeoutMs === undefined
        ? undefined
        : new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    try {
      for (;;) {
        const read = deadline ? await Promise.race([reader.read(), deadline]) : await reader.read();
        if (read === 'timeout') {
          void reader.cancel().catch(() => undefined);
          return 'timeout';
        }
        if (read.done) break;
        size += read.value.byteLength;
        if (size > cap) {
          void reader.cancel().catch(() => undefined);
          return null;
        }
        chunks.push(read.value);
      }
    } finally {
      clearTimeout(timer);
    }
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
