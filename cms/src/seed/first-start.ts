/**
 * The first start of the CMS on an empty database seeds it, whatever started the process (`npm start`, `strapi start`
 * under a process manager, several instances at once: lib/start-lock.ts lets one at a time through), so no start path
 * serves an empty site. A database that holds content is never reseeded: a blog the admin deleted stays deleted.
 *
 * A marker in Strapi's store records the seed's progress: one started and not finished (a process killed mid-seed) is
 * run again at the next start (the seed is idempotent); a database that held content before the marker existed is
 * marked done without a seed. SEED_EMPTY_DATABASE=false leaves an empty database empty (the integration tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { envValue, repoRoot } from '@cadmax/contract/env';
import type { ContentUid } from '../lib/records';
import { seed } from './index';

const STORE = { type: 'plugin', name: 'cadmax' } as const;
const KEY = 'first_start_seed';
type State = 'seeding' | 'done';

/**
 * What a seeded database always has: the site settings (a single type the admin edits but never deletes), services,
 * projects, blogs. One of them with a row is a database in use.
 */
const CONTENT: ContentUid[] = [
  'api::site-setting.site-setting',
  'api::service.service',
  'api::project.project',
  'api::blog.blog',
];

/** The generated images the seed uploads (`npm run build` makes them). */
export const seedMediaDir = () => path.join(repoRoot(), 'media', 'out');

async function holdsContent(strapi: Core.Strapi): Promise<boolean> {
  for (const uid of CONTENT) if ((await strapi.db.query(uid).count()) > 0) return true;
  return false;
}

/**
 * Decides, before any other start step writes a row, whether this start must seed. Call it first in bootstrap and
 * run the answer's `seed` at its end, both under the start lock.
 */
export async function firstStartSeed(strapi: Core.Strapi): Promise<{ seed(): Promise<void> }> {
  const store = strapi.store(STORE);
  const state = (await store.get({ key: KEY })) as State | null;
  if (state === 'done') return { seed: async () => undefined };
  if (!state && (await holdsContent(strapi))) {
    await store.set({ key: KEY, value: 'done' satisfies State });
    return { seed: async () => undefined };
  }
  if (!envValue('SEED_EMPTY_DATABASE')) return { seed: async () => undefined };
  return {
    async seed() {
      const mediaDir = seedMediaDir();
      if (!fs.existsSync(path.join(mediaDir, 'manifest.json')))
        throw new Error(
          `The database is empty and the seed's images are missing (${mediaDir}): run npm run build first.`,
        );
      strapi.log.info(
        `The database is empty: seeding the site's content${state ? ' (again: the last seed was interrupted)' : ''}`,
      );
      await store.set({ key: KEY, value: 'seeding' satisfies State });
      await seed(strapi, { mediaDir, log: (line) => strapi.log.info(line) });
      await store.set({ key: KEY, value: 'done' satisfies State });
      strapi.log.info('Seeded the empty database');
    },
  };
}
