/**
 * The server side of the three public forms: the route actions of /contact, /career/{slug} and /newsletter read
 * the posted form (urlencoded, or multipart with the resume), check it as the browser does, and send it to the
 * CMS's public endpoint server-to-server. Nothing else is reachable from here: no admin endpoint, and none of the
 * visitor's headers but its address (X-Forwarded-For, the /api proxy's rule: web/server/forwarded-for.mjs), so a
 * cross-site POST can do no more than it could on `POST /api/contact-add` itself.
 */
import { createHash } from 'node:crypto';
import axios from 'axios';
import { data, type AppLoadContext } from 'react-router';
import {
  FIELDS_MAX_BYTES,
  FILE_MAX_BYTES,
  FILE_TOO_LARGE,
  REQUEST_TOO_LARGE,
  SOURCE_PAGE_FIELD,
  UPLOADS_PER_CLIENT,
  UPLOAD_BYTES_HELD,
  UPLOAD_MAX_S,
  messages,
  publicPagePath,
  type Locale,
} from '@cadmax/contract';
import { envValue, proxyMatcher } from '@cadmax/contract/env';
import { serverMessage } from '../api/client';
import { translated } from '../i18n/catalogue.server';
import { pageViewsOn, requestLocale } from './load.server';
import type { Envelope } from '../api/types';
import { toPhoneDigits } from '../components/phone-input';
import { FAILURE_MESSAGE } from '../components/toast';
import { MISSING_FIELDS_MESSAGE, SUBMISSION_KEY_FIELD, type FormResult } from '../components/use-public-form';

/** What every public form posts beside its own fields: the honeypot, the submission key and the source page (D-14.3). */
const FRAME_FIELDS = ['website', SUBMISSION_KEY_FIELD, SOURCE_PAGE_FIELD] as const;

/**
 * A form's fields as sent on: its own required ones and the frame's, and the language of the page it was sent from
 * (D-15: the office answers in it), which the page's URL gives, not the form.
 */
type Fields<K extends string> = Record<K | (typeof FRAME_FIELDS)[number], string> & { language: Locale };

interface PublicForm<K extends string> {
  /** The fields that must not be empty: the same list the browser checks. */
  required: readonly K[];
  /** The form's file field, if it has one (multipart): one file of at most FILE_MAX_BYTES. */
  file?: string;
  /**
   * The CMS call, with the form's fields (the required ones and the frame's, '' when not sent), the file if one was
   * chosen, the headers to send, and every text value posted.
   */
  send: (
    fields: Fields<K>,
    file: File | null,
    headers: Record<string, string>,
    posted: Record<string, string>,
  ) => Promise<Envelope & { message: string }>;
}

/** A form post's answer carries the action's `Cache-Control: no-store`; a plain page load has none of its own. */
export const answerHeaders = ({ actionHeaders }: { actionHeaders: Headers }) => actionHeaders;

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

/** How long a client's next upload waits for its own earlier one to end, before a 503 with Retry-After. */
const ADMISSION_WAIT_MS = 15_000;
const RETRY_AFTER_S = '5';

/** Whether an address is one of the proxies in front (TRUSTED_PROXIES, read once). */
let trustedProxy: ((address: string) => boolean) | undefined;

/**
 * The client that sent a request: the chain the web server names it by (web/server/forwarded-for.mjs) walked back
 * from the peer through the trusted proxies, as Express and the CMS read it; '' when none is known.
 */
export function clientOf(chain: string | undefined): string {
  trustedProxy ??= proxyMatcher(envValue('TRUSTED_PROXIES'));
  const hops = (chain ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let at = hops.length - 1;
  while (at > 0 && trustedProxy(hops[at]!)) at -= 1;
  return hops[at] ?? '';
}

/**
 * The career form's posts (up to 6 MB each) are held whole in this process while they are parsed and sent on, so
 * they are admitted by the limits of @cadmax/contract's uploads.ts: UPLOADS_PER_CLIENT at a time per client (the
 * others from that client wait, unread: their bytes stay in the kernel's socket buffers, up to ADMISSION_WAIT_MS),
 * UPLOAD_BYTES_HELD for all bodies together, each within UPLOAD_MAX_S. The web server cuts a body that arrives too
 * slowly (web/server/request-bodies.mjs; not while it waits here unread). Per client, not for the whole site: two
 * slow uploads once closed the form to everyone (ops/tests/slow-uploads.test.ts prints the figures).
 */
const turns = new Map<string, { reading: number; waiting: (() => void)[] }>();
/** The bytes of multipart bodies held by this process now. */
let held = 0;

/** A turn for `client` to read a multipart body, or false after ADMISSION_WAIT_MS; `release` gives it on. */
async function admit(client: string): Promise<boolean> {
  let line = turns.get(client);
  if (!line) turns.set(client, (line = { reading: 0, waiting: [] }));
  if (line.reading < UPLOADS_PER_CLIENT) {
    line.reading += 1;
    return true;
  }
  const queue = line.waiting;
  return new Promise<boolean>((resolve) => {
    const turn = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      queue.splice(queue.indexOf(turn), 1);
      resolve(false);
    }, ADMISSION_WAIT_MS);
    queue.push(turn);
  });
}

function release(client: string): void {
  const line = turns.get(client);
  if (!line) return;
  const next = line.waiting.shift();
  // The turn passes straight to the next in line: `reading` stays as it is.
  if (next) next();
  else if ((line.reading -= 1) === 0) turns.delete(client);
}

/** What a multipart body's reading is held to; `bytes` counts what it holds of UPLOAD_BYTES_HELD. */
interface UploadBounds {
  bytes: number;
}

/**
 * A public form's post, answered in the language of the page it was sent from (D-15: /hi/... in Hindi): the route
 * action's own messages and the CMS's known ones from the catalogue, any other as the CMS wrote it.
 */
export async function submitPublicForm<K extends string>(
  request: Request,
  context: AppLoadContext,
  form: PublicForm<K>,
) {
  const answered = await submitIn(request, context, form);
  answered.data.message = translated(requestLocale(request), answered.data.message);
  return answered;
}

async function submitIn<K extends string>(request: Request, context: AppLoadContext, form: PublicForm<K>) {
  // The CMS's own limits (@cadmax/contract's uploads.ts): the fields, plus one file for a form that takes one. A body
  // over them is refused before it is read, with the message the CMS would give.
  const cap = FIELDS_MAX_BYTES + (form.file ? FILE_MAX_BYTES : 0);
  // The rest of the body is never read: the connection closes after the answer, so the browser, still sending,
  // reads the 413 at once instead of when the idle connection times out.
  const tooLarge = () =>
    answer({ status: false, message: form.file ? FILE_TOO_LARGE : REQUEST_TOO_LARGE }, 413, { Connection: 'close' });
  if (Number(request.headers.get('content-length') ?? 0) > cap) return tooLarge();
  if (!form.file) return readAndSend(request, context, form, cap, tooLarge);
  const client = clientOf(context.forwardedFor);
  if (!(await admit(client)))
    return answer({ status: false, message: messages.uploadsBusy }, 503, { 'Retry-After': RETRY_AFTER_S });
  // The turn and the bytes are held until the CMS has answered: the parsed body lives until then.
  const bounds: UploadBounds = { bytes: 0 };
  try {
    return await readAndSend(request, context, form, cap, tooLarge, bounds);
  } finally {
    held -= bounds.bytes;
    release(client);
  }
}

async function readAndSend<K extends string>(
  request: Request,
  context: AppLoadContext,
  form: PublicForm<K>,
  cap: number,
  tooLarge: () => ReturnType<typeof answer>,
  upload?: UploadBounds,
) {
  let fields: FormData;
  try {
    const body = await readUpTo(request, cap, upload);
    // Either way the rest is not read: the connection is closed with the answer.
    if (body === 'slow')
      return answer({ status: false, message: messages.uploadTooSlow }, 408, { Connection: 'close' });
    if (body === 'busy')
      return answer({ status: false, message: messages.uploadsBusy }, 503, {
        'Retry-After': RETRY_AFTER_S,
        Connection: 'close',
      });
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
    // Without a key (no JavaScript, or sent before the script ran) the submission gets one from its content.
    const key = values[SUBMISSION_KEY_FIELD] || (await contentKey(new URL(request.url).pathname, values, file));
    const posted: Record<string, string> = { ...values, [SUBMISSION_KEY_FIELD]: key };
    const fields = Object.fromEntries([...form.required, ...FRAME_FIELDS].map((name) => [name, posted[name] ?? '']));
    const sent = await form.send({ ...fields, language: requestLocale(request) } as Fields<K>, file, headers, posted);
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

/** India's offset from UTC: a derived key lasts one IST day. */
const IST_OFFSET_MS = 5.5 * 3600_000;
/** The fields that are not the submission's content. */
const NOT_CONTENT = new Set([SUBMISSION_KEY_FIELD, SOURCE_PAGE_FIELD, 'website']);

/**
 * The submission key of a form sent without one: a digest of the form's page, its fields (trimmed, line ends as LF,
 * the address in lower case), the file's bytes and the day in India, as 22 characters of base64url (a valid key,
 * @cadmax/contract's isSubmissionKey). A browser's resend of a lost answer is the same submission and stores once; the
 * same text another day, or any other text, is a new one. Nothing of it is in a page: no cached copy carries a key.
 */
async function contentKey(path: string, values: Record<string, string>, file: File | null): Promise<string> {
  const hash = createHash('sha256');
  const fields = Object.keys(values)
    .filter((name) => !NOT_CONTENT.has(name))
    .sort()
    .map((name) => {
      const value = values[name]!.replace(/\r\n?/g, '\n').trim();
      return [name, name === 'email' ? value.toLowerCase() : value];
    });
  const day = new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);
  hash.update(JSON.stringify([day, path, fields, file ? [file.name, file.size] : null]));
  if (file) {
    const reader = file.stream().getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) hash.update(read.value);
  }
  return hash.digest().subarray(0, 16).toString('base64url');
}

/**
 * The whole body, null once it passes `cap` bytes (a chunked upload announces no length). An upload (`bounds`) is also
 * 'slow' when it has not all arrived within UPLOAD_MAX_S, and 'busy' when its bytes would take the bodies held by this
 * process past UPLOAD_BYTES_HELD. The rest is then not read: the connection is closed with the answer.
 */
async function readUpTo(
  request: Request,
  cap: number,
  bounds?: UploadBounds,
): Promise<Uint8Array<ArrayBuffer> | null | 'slow' | 'busy'> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = bounds
      ? new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), UPLOAD_MAX_S * 1000)))
      : undefined;
    const stop = () => void reader.cancel().catch(() => undefined);
    try {
      for (;;) {
        const read = slow ? await Promise.race([reader.read(), slow]) : await reader.read();
        if (read === 'slow') {
          stop();
          return 'slow';
        }
        if (read.done) break;
        size += read.value.byteLength;
        if (size > cap) {
          stop();
          return null;
        }
        if (bounds) {
          bounds.bytes += read.value.byteLength;
          held += read.value.byteLength;
          if (held > UPLOAD_BYTES_HELD) {
            // Refused: its bytes are dropped now, not when the answer has gone.
            held -= bounds.bytes;
            bounds.bytes = 0;
            stop();
            return 'busy';
          }
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
