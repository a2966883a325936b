/**
 * The bounds on resume storage as a whole, checked before a resume is stored, after its own checks:
 * - a daily cap (config/storage.ts `resumes.dailyMax`, RESUME_DAILY_MAX): resumes stored in the last 24 hours by every
 *   instance together, counted in the shared database. The rate limits bound one client; this bounds all of them.
 *   Concurrent applications may pass the cap by the few that are counted at once.
 * - a free-disk watermark (`resumes.minFreeBytes`, RESUME_MIN_FREE_MB) on the disk that takes the file: the resume
 *   folder, or with a bucket the folder where uploads wait.
 * Either refuses with 503 and the one upload message (messages.uploadsUnavailable): the application is not stored.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { messages } from '@cadmax/contract';
import { HttpError } from './http';

const UID = 'api::job-application.job-application';
const DAY_MS = 24 * 60 * 60 * 1000;

/** config/storage.ts's `resumes` (read by shape: src/lib imports nothing from config). */
interface Budget {
  dir: string;
  s3: unknown;
  dailyMax: number;
  minFreeBytes: number;
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

/** Throws 503 when storing one more resume would pass the daily cap or go below the free-disk watermark. */
export async function assertResumeRoom(strapi: Core.Strapi, waitingFile: string): Promise<void> {
  const { dir, s3, dailyMax, minFreeBytes } = strapi.config.get('storage.resumes') as Budget;
  if (dailyMax > 0) {
    const since = new Date(Date.now() - DAY_MS);
    const stored = await strapi.db
      .query(UID)
      .count({ where: { resume_file: { $notNull: true }, createdAt: { $gte: since } } });
    if (stored >= dailyMax) {
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
