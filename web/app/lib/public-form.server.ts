/**
 * The server side of the three public forms: the route actions of /contact, /career/{slug} and /newsletter read
 * the posted form (urlencoded, or multipart with the resume), check it as the browser does, and send it to the
 * CMS's public endpoint server-to-server. Nothing else is reachable from here: no admin endpoint, and none of the
 * visitor's headers but its address (X-Forwarded-For, the /api proxy's rule: web/server/forwarded-for.mjs), so a
 * cross-site POST can do no more than it could on `POST /api/contact-add` itself.
 */
import axios from 'axios';
import { data, type AppLoadContext } from 'react-router';
import { FIELDS_MAX_BYTES, FILE_MAX_BYTES, FILE_TOO_LARGE, REQUEST_TOO_LARGE, messages } from '@cadmax/contract';
import { serverMessage } from '../api/client';
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

/** The answer of an action: the result with its HTTP status; never stored by a cache. */
const answer = (result: FormResult, status: number) =>
  data(result, { status, headers: { 'Cache-Control': 'no-store' } });

export async function submitPublicForm(request: Request, context: AppLoadContext, form: PublicForm) {
  // The CMS's own limits (@cadmax/contract's uploads.ts): the fields, plus one file for a form that takes one. A body
  // over them is refused before it is read, with the message the CMS would give.
  const cap = FIELDS_MAX_BYTES + (form.file ? FILE_MAX_BYTES : 0);
  const tooLarge = () => answer({ status: false, message: form.file ? FILE_TOO_LARGE : REQUEST_TOO_LARGE }, 413);
  if (Number(request.headers.get('content-length') ?? 0) > cap) return tooLarge();
  let fields: FormData;
  try {
    const body = await readUpTo(request, cap);
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

/** The whole body, or null once it passes `cap` bytes (a chunked upload announces no length). */
async function readUpTo(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > cap) return null;
      chunks.push(chunk);
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
