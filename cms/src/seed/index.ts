/**
 * Loads the fixed public content (./content.ts) into Strapi. Idempotent: records are matched by
 * slug, title or name and updated in place, and images already in the media library are reused by
 * file name, so a second run changes no counts. `reset` first deletes every record of the seeded
 * content types and the seeded files. The site admin (bootstrap) and the visitors' enquiries,
 * applications and subscribers are never touched.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { documents, type ContentUid, type Row } from '../lib/records';
import {
  awards,
  blogs,
  clientLogos,
  featuredProjects,
  jobOpenings,
  projects,
  reasonCards,
  services,
  siteSettings,
  states,
  teamMembers,
  testimonials,
} from './content';
import {
  HINDI,
  awardsHi,
  blogsHi,
  jobOpeningsHi,
  projectsHi,
  quoteServiceLabelsHi,
  reasonCardsHi,
  servicesHi,
  siteSettingsHi,
  teamMembersHi,
  testimonialsHi,
} from './hindi';
import { quoteServices } from '../lib/quote-services';

export interface SeedOptions {
  reset?: boolean;
  log?: (line: string) => void;
  /** The folder holding the generated images and manifest.json (media/out). */
  mediaDir: string;
}

export interface SeedCounts {
  [step: string]: number;
}

interface ManifestEntry {
  file: string;
  slot: string;
  width: number;
  height: number;
  alt: string;
}

interface UploadedFile {
  id: number;
  name: string;
}

/** The part of the upload plugin's service the seed uses. */
interface UploadService {
  upload(input: {
    data: { fileInfo: { alternativeText: string; name: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<UploadedFile[]>;
  remove(file: UploadedFile): Promise<unknown>;
}

type Data = Record<string, unknown>;

const FILE_UID = 'plugin::upload.file';

/** Every content type the seed fills; reset empties exactly these. */
const SEEDED: ContentUid[] = [
  'api::service.service',
  'api::project.project',
  'api::state.state',
  'api::testimonial.testimonial',
  'api::client-logo.client-logo',
  'api::reason-card.reason-card',
  'api::team-member.team-member',
  'api::award.award',
  'api::featured-project.featured-project',
  'api::blog.blog',
  'api::job-opening.job-opening',
  'api::site-setting.site-setting',
];

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

async function readManifest(mediaDir: string): Promise<Map<string, ManifestEntry>> {
  const file = path.join(mediaDir, 'manifest.json');
  let raw: string;
  try {
    raw = await fs.readFile(file, 'utf8');
  } catch {
    throw new Error(`No media manifest at ${file}: run "npm run media" first.`);
  }
  const parsed = JSON.parse(raw) as { files: ManifestEntry[] };
  return new Map(parsed.files.map((entry) => [entry.file, entry]));
}

/** Uploads each generated image once; later calls (and later runs) reuse the library's file. */
function createMediaLibrary(strapi: Core.Strapi, mediaDir: string, manifest: Map<string, ManifestEntry>) {
  const upload = strapi.plugin('upload').service('upload') as unknown as UploadService;
  const byName = new Map<string, number>();
  const stats = { uploaded: 0, reused: 0 };

  return {
    stats,
    async load() {
      const names = [...manifest.keys()];
      const existing = (await strapi.db.query(FILE_UID).findMany({
        where: { name: { $in: names } },
        select: ['id', 'name'],
        orderBy: { id: 'asc' },
      })) as UploadedFile[];
      for (const file of existing) if (!byName.has(file.name)) byName.set(file.name, file.id);
    },
    async id(name: string): Promise<number> {
      const known = byName.get(name);
      if (known !== undefined) {
        stats.reused++;
        return known;
      }
      const entry = manifest.get(name);
      if (!entry) throw new Error(`Seed content refers to ${name}, which is not in the media manifest.`);
      const filepath = path.join(mediaDir, name);
      const { size } = await fs.stat(filepath);
      const [file] = await upload.upload({
        data: { fileInfo: { alternativeText: entry.alt, name } },
        files: {
          filepath,
          originalFilename: name,
          mimetype: MIME[path.extname(name)] ?? 'application/octet-stream',
          size,
        },
      });
      byName.set(name, file.id);
      stats.uploaded++;
      return file.id;
    },
  };
}

type Media = ReturnType<typeof createMediaLibrary>;

/** Creates the record matched by `key`, or updates it in place: re-runs never duplicate. */
async function upsert(strapi: Core.Strapi, uid: ContentUid, key: string, data: Data): Promise<void> {
  const docs = documents<Row>(strapi, uid);
  const found = await docs.findFirst({ filters: { [key]: { $eq: data[key] } }, fields: ['id'] });
  // Published, for the types with drafts (blogs, projects: D-11.5); the others ignore the status.
  if (found) await docs.update({ documentId: found.documentId, data, status: 'published' });
  else await docs.create({ data, status: 'published' });
}

async function resetAll(strapi: Core.Strapi, manifest: Map<string, ManifestEntry>, log: (line: string) => void) {
  let records = 0;
  for (const uid of SEEDED) {
    const docs = documents<Row>(strapi, uid);
    const all = await docs.findMany({ fields: ['id'] });
    // Every locale's version (D-15).
    for (const doc of all) await docs.delete({ documentId: doc.documentId, locale: '*' } as never);
    records += all.length;
  }
  const upload = strapi.plugin('upload').service('upload') as unknown as UploadService;
  const files = (await strapi.db
    .query(FILE_UID)
    .findMany({ where: { name: { $in: [...manifest.keys()] } } })) as UploadedFile[];
  for (const file of files) await upload.remove(file);
  log(`[seed] reset: ${records} records, ${files.length} files deleted`);
}

/** A record as seeded with its image file's media id in place of the file's name. */
const withImage = async <T extends { image: string }>(record: T, media: Media): Promise<Data> => ({
  ...record,
  image: await media.id(record.image),
});

/**
 * A step that writes a list the public pages show in its order: each item's fields (`dataOf`) and its place
 * (`sort_order` 1, 2, ...), matched by `key`.
 */
const sortedStep =
  <T>(uid: ContentUid, key: string, items: readonly T[], dataOf: (item: T, media: Media) => Data | Promise<Data>) =>
  async (strapi: Core.Strapi, media: Media): Promise<number> => {
    for (const [i, item] of items.entries()) {
      await upsert(strapi, uid, key, { ...(await dataOf(item, media)), sort_order: i + 1 });
    }
    return items.length;
  };

/**
 * D-15: the Hindi version of the English record whose `key` is `value` (its localized texts; Strapi copies the
 * shared fields), published; written again in place on a re-run. Returns how many it wrote (0: no such record).
 */
async function upsertHindi(strapi: Core.Strapi, uid: ContentUid, key: string, value: string, data: Data) {
  const docs = documents<Row>(strapi, uid);
  const found = await docs.findFirst({ filters: { [key]: { $eq: value } }, fields: ['id'] });
  if (!found) return 0;
  await docs.update({ documentId: found.documentId, locale: HINDI, data, status: 'published' } as never);
  return 1;
}

/** The Hindi versions of one type's records, by the English records' `key`. */
const hindiOf = async (strapi: Core.Strapi, uid: ContentUid, key: string, byKey: Record<string, Data>) => {
  let written = 0;
  for (const [value, data] of Object.entries(byKey)) written += await upsertHindi(strapi, uid, key, value, data);
  return written;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many days before the seed the i-th seeded article (newest first) was written: 3, 14, 29, 40, 55... */
export const blogAgeDays = (i: number) => 3 + i * 13 + (i % 2 === 0 ? 0 : -2);

/** Each step returns how many records it wrote. */
const steps: [string, (strapi: Core.Strapi, media: Media) => Promise<number>][] = [
  [
    'site settings',
    async (strapi) => {
      const docs = documents<Row>(strapi, 'api::site-setting.site-setting');
      const found = await docs.findFirst({ fields: ['id'] });
      if (found) await docs.update({ documentId: found.documentId, data: { ...siteSettings } });
      else await docs.create({ data: { ...siteSettings } });
      return 1;
    },
  ],
  [
    'services',
    sortedStep('api::service.service', 'slug', services, async (s, media) => {
      const features = [];
      for (const f of s.features) features.push({ title: f.title, image: await media.id(f.image) });
      return {
        slug: s.slug,
        title: s.title,
        tagline: s.tagline,
        description: s.description,
        description2: s.description2,
        logo: await media.id(s.logo),
        image: await media.id(s.image),
        image2: await media.id(s.image2),
        features,
      };
    }),
  ],
  [
    'projects',
    async (strapi, media) => {
      // Created in the spec's order: the public list sorts projects by creation.
      for (const p of projects) {
        const images = [];
        for (const file of p.images) images.push(await media.id(file));
        await upsert(strapi, 'api::project.project', 'slug', {
          slug: p.slug,
          title: p.title,
          logo: await media.id(p.logo),
          description: p.description,
          short_content: p.short_content,
          content: p.content,
          category: p.category,
          client: p.client,
          location: p.location,
          date: p.date,
          images,
          testimonial: p.testimonial,
          testimonial_author: p.testimonial_author,
          upcoming: p.upcoming,
          home_position: p.home_position,
        });
      }
      return projects.length;
    },
  ],
  [
    'states',
    sortedStep('api::state.state', 'name', states, async (s, media) => ({
      name: s.name,
      image: await media.id(s.image),
    })),
  ],
  ['testimonials', sortedStep('api::testimonial.testimonial', 'author', testimonials, (t) => ({ ...t }))],
  [
    'client logos',
    sortedStep('api::client-logo.client-logo', 'title', clientLogos, async (c, media) => ({
      title: c.title,
      front: await media.id(c.front),
      back: await media.id(c.back),
    })),
  ],
  ['reason cards', sortedStep('api::reason-card.reason-card', 'title', reasonCards, (r) => ({ ...r }))],
  [
    'team members',
    sortedStep('api::team-member.team-member', 'name', teamMembers, async (m, media) => ({
      name: m.name,
      position: m.position,
      image: await media.id(m.image),
    })),
  ],
  [
    'awards',
    sortedStep('api::award.award', 'name', awards, async (a, media) => ({
      name: a.name,
      image: await media.id(a.image),
    })),
  ],
  ['featured projects', sortedStep('api::featured-project.featured-project', 'title', featuredProjects, withImage)],
  [
    'blogs',
    async (strapi, media) => {
      // Blogs list newest first, so the last one written is the first card.
      for (const b of [...blogs].reverse()) await upsert(strapi, 'api::blog.blog', 'title', await withImage(b, media));
      // Dated as an office writes: the first article a few days ago, each older one one to three weeks before the
      // next, at a working hour (not all on the day the seed ran).
      const now = Date.now();
      for (const [i, b] of blogs.entries()) {
        const at = new Date(now - blogAgeDays(i) * DAY_MS);
        at.setUTCHours(4 + ((i * 3) % 8), (i * 17) % 60, 0, 0);
        const rows = strapi.db.query('api::blog.blog');
        await rows.updateMany({ where: { title: b.title }, data: { createdAt: at, updatedAt: at } });
        // Only the published version has a publish date (the draft's stays null).
        await rows.updateMany({
          where: { title: b.title, publishedAt: { $notNull: true } },
          data: { publishedAt: at },
        });
      }
      return blogs.length;
    },
  ],
  ['job openings', sortedStep('api::job-opening.job-opening', 'title', jobOpenings, withImage)],
  [
    'Hindi versions',
    async (strapi, media) => {
      const settings = await documents<Row>(strapi, 'api::site-setting.site-setting').findFirst({ fields: ['id'] });
      // The quote form's services keep the English list's values (what enquiries store), with Hindi labels.
      const offered = (await quoteServices(strapi)).map(({ value, label }) => ({
        value,
        label: quoteServiceLabelsHi[value] ?? label,
      }));
      if (settings)
        await documents<Row>(strapi, 'api::site-setting.site-setting').update({
          documentId: settings.documentId,
          locale: HINDI,
          data: { ...siteSettingsHi, quote_services: offered },
        } as never);
      const serviceData: Record<string, Data> = {};
      for (const s of services) {
        const hi = servicesHi[s.slug];
        if (!hi) continue;
        const features = [];
        for (const [i, f] of s.features.entries())
          features.push({ title: hi.features[i] ?? f.title, image: await media.id(f.image) });
        serviceData[s.slug] = { ...hi, tagline: s.tagline, features };
      }
      return (
        (settings ? 1 : 0) +
        (await hindiOf(strapi, 'api::service.service', 'slug', serviceData)) +
        (await hindiOf(strapi, 'api::project.project', 'slug', projectsHi)) +
        (await hindiOf(strapi, 'api::testimonial.testimonial', 'author', testimonialsHi)) +
        (await hindiOf(strapi, 'api::reason-card.reason-card', 'title', reasonCardsHi)) +
        (await hindiOf(strapi, 'api::team-member.team-member', 'name', teamMembersHi)) +
        (await hindiOf(strapi, 'api::award.award', 'name', awardsHi)) +
        (await hindiOf(strapi, 'api::blog.blog', 'title', blogsHi)) +
        (await hindiOf(strapi, 'api::job-opening.job-opening', 'title', jobOpeningsHi))
      );
    },
  ],
];

export async function seed(
  strapi: Core.Strapi,
  { reset = false, log = (line) => strapi.log.info(line), mediaDir }: SeedOptions,
): Promise<SeedCounts> {
  const started = Date.now();
  const manifest = await readManifest(mediaDir);
  if (reset) await resetAll(strapi, manifest, log);
  const media = createMediaLibrary(strapi, mediaDir, manifest);
  await media.load();
  const counts: SeedCounts = {};
  for (const [name, run] of steps) {
    counts[name] = await run(strapi, media);
    log(`[seed] ${name}: ${counts[name]}`);
  }
  log(`[seed] media: ${media.stats.uploaded} uploaded, ${media.stats.reused} reused`);
  log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return counts;
}
