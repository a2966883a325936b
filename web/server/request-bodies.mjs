// Request bodies are received in full before they take anything scarce, as nginx's request buffering does. A body
// that trickles in (a slow link, or an attacker holding connections open) costs this server a socket and a timer, never
// a place in the CMS pool (cms-upstreams.mjs): the /api proxy (cms-proxy.mjs) reads a body whole, into memory when it
// is small and into a temporary file when it is a multipart upload, and only then asks for a place and sends it on at
// full speed. Every body has a deadline (`watchBodies`): a small one must arrive whole within BODY_DEADLINE_MS, an
// upload at UPLOAD_MIN_BYTES_PER_S or faster once UPLOAD_GRACE_MS have passed. The limits and what they cost are in
// docs/security.md ("Slow and hostile clients").
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** @type {typeof import('@cadmax/contract')} */
const contract = createRequire(import.meta.url)('@cadmax/contract');
const { FIELDS_MAX_BYTES, REQUEST_FILES_MAX_BYTES, REQUEST_TOO_LARGE } = contract;

/** How long a request's headers may take to arrive (Node's `headersTimeout`, from the request's first byte). */
export const HEADERS_TIMEOUT_MS = 20_000;
/** How long a body that is not an upload (JSON, a form's fields: at most FIELDS_MAX_BYTES) may take to arrive. */
export const BODY_DEADLINE_MS = 20_000;
/** The slowest an upload may arrive, on average, once its grace has passed: 8 KiB/s is a poor 2G link. */
export const UPLOAD_MIN_BYTES_PER_S = 8 * 1024;
export const UPLOAD_GRACE_MS = 10_000;
/** The largest body the CMS takes: its files plus its other fields (@cadmax/contract uploads.ts). */
export const BODY_MAX_BYTES = REQUEST_FILES_MAX_BYTES + FIELDS_MAX_BYTES;
/** How long a refused request's unread body is still read and thrown away, so the client reads the refusal. */
const LINGER_MS = 2_000;
const TOO_SLOW = 'The request took too long to arrive. Please check your connection and try again.';

/** @param {import('node:http').IncomingMessage} req */
export const hasBody = (req) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** @param {import('node:http').IncomingMessage} req */
export const isUpload = (req) => /^multipart\//i.test(req.headers['content-type'] ?? '');

/**
 * Answers a request early (before its body was read, or while it still arrives) and makes sure the client reads the
 * answer: the connection is closed after it, and what the client still sends meanwhile is read and dropped for up to
 * LINGER_MS. Closing at once would make the kernel reset a connection with unread data, and a client still sending
 * may lose the answer with it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
export function answerEarly(req, res, status, message, headers = {}) {
  if (!req.complete) {
    req.resume();
    const socket = req.socket;
    setTimeout(() => socket?.destroy(), LINGER_MS).unref();
  }
  if (res.headersSent) return void res.end();
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...headers,
  });
  res.end(JSON.stringify({ status: false, message }));
}

/**
 * Gives every request with a body its deadline: a body that is not an upload arrives whole within BODY_DEADLINE_MS;
 * an upload at UPLOAD_MIN_BYTES_PER_S once UPLOAD_GRACE_MS have passed. Past that the request is answered 408 and its
 * connection closed. Only the client's time counts: while the body waits unread on this server's side (a form
 * action's turn to read an upload, public-form.server.ts), the clock stands still.
 * @param {{ deadlineMs?: number, minBytesPerS?: number, graceMs?: number, tickMs?: number }} [limits]
 * @returns {import('express').RequestHandler}
 */
export function watchBodies({
  deadlineMs = BODY_DEADLINE_MS,
  minBytesPerS = UPLOAD_MIN_BYTES_PER_S,
  graceMs = UPLOAD_GRACE_MS,
  tickMs = 1_000,
} = {}) {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const upload = isUpload(req);
    const socket = req.socket;
    // Bytes the socket has read before this request's body: a kept-alive connection counts from its first request.
    const before = socket.bytesRead;
    let clientMs = 0;
    const tick = setInterval(() => {
      // Arrived, gone, or answered already (what is left of the body is Node's to drop).
      if (req.complete || socket.destroyed || res.writableEnded) return clearInterval(tick);
      // Nothing read, or read and not yet taken: this server is the one waiting.
      if (!req.readableDidRead || req.readableLength > 0) return;
      clientMs += tickMs;
      const received = socket.bytesRead - before;
      const late = upload
        ? clientMs > graceMs && received < (minBytesPerS * (clientMs - graceMs)) / 1_000
        : clientMs >= deadlineMs;
      if (!late) return;
      clearInterval(tick);
      answerEarly(req, res, 408, TOO_SLOW);
      // Whoever reads the body sees it end short, and stops.
      req.destroy();
    }, tickMs);
    tick.unref();
    req.once('end', () => clearInterval(tick));
    req.once('close', () => clearInterval(tick));
    next();
  };
}

/** Where uploads wait until they have arrived whole (one folder per process, emptied at start). */
const spoolDir = path.join(os.tmpdir(), `cadmax-web-bodies-${process.pid}`);
fs.rmSync(spoolDir, { recursive: true, force: true });

/** Thrown when a body passes its cap while it arrives: the answer is 413. */
export class BodyTooLarge extends Error {
  constructor() {
    super(REQUEST_TOO_LARGE);
  }
}

/**
 * A request's body, received whole: an upload into a temporary file (read again for each attempt), anything else into
 * memory (at most FIELDS_MAX_BYTES). `dispose` removes the file. Rejects with `BodyTooLarge` past the cap, and with
 * the stream's error when the client goes away or its deadline cuts it.
 * @typedef {{ body: () => Buffer | fs.ReadStream, length: number, dispose: () => void }} Received
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Received>}
 */
export async function receiveBody(req) {
  const upload = isUpload(req);
  const max = upload ? BODY_MAX_BYTES : FIELDS_MAX_BYTES;
  if (Number(req.headers['content-length'] ?? 0) > max) throw new BodyTooLarge();
  let length = 0;
  /** @param {AsyncIterable<Buffer>} source */
  async function* capped(source) {
    for await (const chunk of source) {
      length += chunk.length;
      if (length > max) throw new BodyTooLarge();
      yield chunk;
    }
  }
  if (!upload) {
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of capped(req)) chunks.push(chunk);
    const buffer = Buffer.concat(chunks);
    return { body: () => buffer, length, dispose: () => undefined };
  }
  await fsp.mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const file = path.join(spoolDir, crypto.randomUUID());
  const dispose = () => void fsp.rm(file, { force: true });
  try {
    await pipeline(req, capped, fs.createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    dispose();
    throw error;
  }
  return { body: () => fs.createReadStream(file), length, dispose };
}
