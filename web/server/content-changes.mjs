// What changed in the CMS, as this web server learns it (docs/architecture.md, "Caches and changes"): every CMS
// instance serves a change stream (server-sent events at CHANGE_STREAM_PATH, open to its trusted proxies), one
// `data:` line of tags per change, and this server follows the stream of every instance in CMS_INTERNAL_URL.
// One stream per instance, not one for all: with Redis each instance relays the others' changes only once it has
// emptied its own read cache, so the last announcement of a change comes after every instance can read it, and a
// page re-rendered from an instance that had not heard yet is dropped again by that instance's announcement.
// A stream that opens (first, or again after a gap in which changes may have been missed) drops everything.
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';

/** @type {typeof import('@cadmax/contract')} */
const contract = createRequire(import.meta.url)('@cadmax/contract');
export const { CACHE_TAGS_HEADER, CHANGE_STREAM_PATH, CHANGED_ALL } = contract;

/**
 * The tags an answer's `x-cache-tags` header names.
 * @param {unknown} header
 * @returns {string[]}
 */
export const tagsOf = (header) => (typeof header === 'string' ? header.split(' ').filter(Boolean) : []);

/** The wait before opening a closed stream again: doubled on each failure up to the maximum, reset once open. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * Follows the change stream of each CMS instance; `onChange` gets the tags of each change (`CHANGED_ALL` when a
 * stream opens). The connections never keep the process alive.
 * @param {readonly string[]} urls the instances' base URLs
 * @param {(tags: string[], from: string) => void} onChange
 * @param {{ warn?: (line: string) => void }} [options]
 */
export function followChanges(urls, onChange, { warn = () => undefined } = {}) {
  /** @type {Set<import('node:http').ClientRequest>} */
  const open = new Set();
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  let stopped = false;

  /** @param {string} base @param {number} retryMs */
  const follow = (base, retryMs) => {
    if (stopped) return;
    const url = new URL(CHANGE_STREAM_PATH, base);
    let opened = false;
    let ended = false;
    const again = () => {
      if (stopped || ended) return;
      ended = true;
      open.delete(req);
      const wait = opened ? RETRY_FIRST_MS : retryMs;
      const timer = setTimeout(() => {
        timers.delete(timer);
        follow(base, opened ? RETRY_FIRST_MS : Math.min(retryMs * 2, RETRY_MAX_MS));
      }, wait).unref();
      timers.add(timer);
    };
    const get = url.protocol === 'https:' ? https.get : http.get;
    const req = get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        res.once('end', again);
        return;
      }
      res.setEncoding('utf8');
      let buffered = '';
      res.on('data', (/** @type {string} */ chunk) => {
        if (!opened) {
          opened = true;
          onChange([CHANGED_ALL], base);
        }
        buffered += chunk;
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          for (const line of event.split('\n')) {
            if (line.startsWith('data: ')) onChange(tagsOf(line.slice(6)), base);
          }
          end = buffered.indexOf('\n\n');
        }
      });
      res.once('end', again);
      res.once('error', () => undefined);
    });
    open.add(req);
    req.on('socket', (socket) => socket.unref());
    req.once('error', (error) => {
      if (!stopped && retryMs >= RETRY_MAX_MS) warn(`the change stream of ${base} failed: ${error.message}`);
      again();
    });
  };

  for (const base of urls) follow(base, RETRY_FIRST_MS);
  return {
    /** Closes every stream (tests, and a stopping server). */
    close() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      for (const req of open) req.destroy();
      open.clear();
    },
  };
}
