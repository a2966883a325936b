/**
 * The bounds on resume storage as a whole, checked before a resume is stored, after its own checks:
 * - a per-network daily cap (config/storage.ts `resumes.networkDailyMax`, RESUME_NETWORK_DAILY_MAX, by default 5% of
 *   the daily cap): resumes stored in the last 24 hours from the sender's network (an IPv4 /24, an IPv6 /64: what one
 *   sender can easily take addresses from). Past it that network alone is refused, 429 with messages.resumeNetworkCap
 *   and Retry-After (until its oldest counted resume is a day old): one sender cannot spend the daily cap for everyone.
 *   The rows keep the network only as a keyed hash (`sender_network`, private, hidden in the panel), never the address.
 * - a daily cap (`resumes.dailyMax`, RESUME_DAILY_MAX): resumes stored in the last 24 hours by every instance together.
 *   With the per-network cap it takes many networks to reach; reached, 503 for everyone until the oldest is a day old.
 * - a free-disk watermark (`resumes.minFreeBytes`, RESUME_MIN_FREE_MB) on the disk that takes the file: the resume
 *   folder, or with a bucket the folder where uploads wait.
 * Both caps count rows in the shared database plus this instance's resumes in flight (being checked or stored), so a
 * burst on one instance cannot pass them; concurrent applications on other instances may pass them by the few counted
 * at once. The daily cap and the watermark refuse with 503 and the one upload message
 * (messages.uploadsUnavailable). Either way the application is not stored.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { messages } from '@cadmax/contract';
import { tokenSecret } from './admin-account';
import { canonicalIp, rateLimitKey } from './client-ip';
import { HttpError } from './http';
import { rateLimitRefusals } from './metrics';

const UID = 'api::job-application.job-application';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Retry-After when the network's share is taken by resumes still in flight (none stored yet to time it by). */
const IN_FLIGHT_RETRY_S = 60;

/** config/storage.ts's `resumes` (read by shape: src/lib imports nothing from config). */
interface Budget {
  dir: string;
  s3: unknown;
  dailyMax: number;
  networkDailyMax: number;
  minFreeBytes: number;
}

/**
 * The sending network of a client address: an IPv4 address's /24, an IPv6 address's /64 (rateLimitKey's bucket).
 * `203.0.113.7` → `203.0.113.0/24`, `2001:db8:1:2::a` → `2001:db8:1:2::/64`.
 */
export function senderNetwork(ip: string): string {
  const key = rateLimitKey(ip);
  if (key.endsWith('/64')) return key;
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(canonicalIp(ip));
  return v4 ? `${v4[1]}.0/24` : key;
}

/**
 * What the rows keep of the network: an HMAC under a key derived from ADMIN_API_JWT_SECRET (the same on every
 * instance), so the count is shared while the database holds no address (a /24 has only 2^24 values: a plain hash
 * would be one). Rotating that secret starts the networks' counts afresh.
 */
const networkKey = () => crypto.createHmac('sha256', tokenSecret()).update('cadmax resume sender network v1').digest();
export const networkMark = (network: string): string =>
  crypto.createHmac('sha256', networkKey()).update(network).digest('base64url').slice(0, 22);

/** The request being answered (Strapi's request context), whose client sends the resume. */
const currentRequest = (strapi: Core.Strapi) => strapi.requestContext.get() as Context | undefined;

/** The mark of the current request's sending network, stored with its application (`sender_network`). */
export function senderNetworkMark(strapi: Core.Strapi): string | null {
  const ctx = currentRequest(strapi);
  return ctx?.ip ? networkMark(senderNetwork(ctx.ip)) : null;
}

/**
 * This instance's resumes being checked or stored, their answers not yet sent, in all and by network mark: counted
 * beside the stored rows. Held from the start of the check (before any await), so concurrent applications each see
 * the others; let go when the answer is sent (by then the row is stored, or not).
 */
const inFlight = { all: 0, byNetwork: new Map<string, number>() };

/** Holds one resume in flight until `ctx`'s answer is sent; returns the counts of the others. */
function holdInFlight(ctx: Context | undefined, mark: string | null): { all: number; network: number } {
  const others = { all: inFlight.all, network: mark ? (inFlight.byNetwork.get(mark) ?? 0) : 0 };
  if (!ctx) return others;
  inFlight.all += 1;
  if (mark) inFlight.byNetwork.set(mark, others.network + 1);
  ctx.res.once('close', () => {
    inFlight.all -= 1;
    if (!mark) return;
    const left = (inFlight.byNetwork.get(mark) ?? 1) - 1;
    if (left > 0) inFlight.byNetwork.set(mark, left);
    else inFlight.byNetwork.delete(mark);
  });
  return others;
}

/** Bytes free for this process on the disk holding `dir` (its nearest existing parent). */
async function freeBytes(dir: string): Promise<number> {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const stats = await fsp.statfs(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw error;
      at = parent;
    }
  }
}

/** Refuses (429) a network that has had its share of the day's resumes. */
async function assertNetworkShare(
  strapi: Core.Strapi,
  ctx: Context,
  mark: string,
  max: number,
  othersInFlight: number,
): Promise<void> {
  const where = {
    resume_file: { $notNull: true },
    sender_network: mark,
    createdAt: { $gte: new Date(Date.now() - DAY_MS) },
  };
  const stored = await strapi.db.query(UID).count({ where });
  if (stored + othersInFlight < max) return;
  // A place opens when the oldest counted resume of the network is a day old.
  const oldest = (await strapi.db
    .query(UID)
    .findOne({ where, select: ['createdAt'], orderBy: { createdAt: 'asc' } })) as { createdAt: string | Date } | null;
  const retryAfter = oldest
    ? Math.max(1, Math.ceil((new Date(oldest.createdAt).getTime() + DAY_MS - Date.now()) / 1000))
    : IN_FLIGHT_RETRY_S;
  rateLimitRefusals.labels('resumesPerNetwork').inc();
  ctx.set('Retry-After', String(retryAfter));
  throw new HttpError(429, messages.resumeNetworkCap);
}

/**
 * Throws 429 when the sender's network has had its share of the day's resumes, 503 when storing one more resume would
 * pass the daily cap or go below the free-disk watermark. The resume counts as in flight until its answer is sent.
 */
export async function assertResumeRoom(strapi: Core.Strapi, waitingFile: string): Promise<void> {
  const { dir, s3, dailyMax, networkDailyMax, minFreeBytes } = strapi.config.get('storage.resumes') as Budget;
  const ctx = currentRequest(strapi);
  const mark = senderNetworkMark(strapi);
  const others = holdInFlight(ctx, mark);
  // First, so a sender past its share is told so (and costs only itself) even when the daily cap is reached too.
  if (ctx && mark && networkDailyMax > 0) await assertNetworkShare(strapi, ctx, mark, networkDailyMax, others.network);
  if (dailyMax > 0) {
    const since = new Date(Date.now() - DAY_MS);
    const stored = await strapi.db
      .query(UID)
      .count({ where: { resume_file: { $notNull: true }, createdAt: { $gte: since } } });
    if (stored + others.all >= dailyMax) {
      strapi.log.warn(`[resumes] the daily cap (${dailyMax} in 24 hours) is reached: refusing resumes`);
      throw new HttpError(503, messages.uploadsUnavailable);
    }
  }
  if (minFreeBytes > 0) {
    const disk = s3 ? path.dirname(waitingFile) : path.resolve(strapi.dirs.app.root, dir);
    const free = await freeBytes(disk);
    if (free < minFreeBytes) {
      strapi.log.warn(`[resumes] ${free} bytes free on ${disk}, under the ${minFreeBytes} watermark: refusing resumes`);
      throw new HttpError(503, messages.uploadsUnavailable);
    }
  }
}
