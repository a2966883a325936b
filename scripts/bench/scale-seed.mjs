#!/usr/bin/env node
// `node scripts/bench/scale-seed.mjs N`: tops the blogs and the projects of the bench's database up to
// N each (never removes any), for `npm run bench -- --scale`. Run it while the CMS is stopped: the
// CMS's public cache would not see writes made by another process.
//
// It boots the compiled CMS (no recompile) and inserts through Strapi's query engine in batches
// (`strapi.db.query(uid).createMany`), which fills documentId and the column mapping as the app's own
// writes do, about a hundred times faster than one document-service create per row. Each new row gets
// the seed's images, like real content, so the reads populate media as they do in production. The new
// rows are dated before the seeded ones (one hour apart), so the first page still shows the real content.
// It prints the counts and the list and text indexes it finds (the CMS's bootstrap makes them).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cmsDir, loadEnv } from '../lib/env.mjs';
import { strapiOfApp } from '../lib/strapi.mjs';

const BATCH = 500;
const BLOG = 'api::blog.blog';
const PROJECT = 'api::project.project';
const FILE = 'plugin::upload.file';

// Words for titles: `search` in the bench looks for SEARCH_WORD, which one topic in TOPICS.length carries.
const TOPICS = [
  'Stepwell Conservation',
  'Plot Layout Approval',
  'Township Drainage',
  'Haveli Restoration',
  'Setback Rules',
  'Green Building Ratings',
  'Land Survey Methods',
  'Courtyard Planning',
  'Road Widening',
  'Interior Lighting',
  'Heritage Facades',
  'Master Plan Zoning',
  'Rainwater Harvesting',
  'Office Fit-outs',
  'Contour Mapping',
  'Affordable Housing',
  'Retail Frontages',
  'Campus Planning',
  'Sandstone Detailing',
  'Parking Norms',
];
export const SEARCH_WORD = 'stepwell';
const PLACES = ['Jaipur', 'Ajmer', 'Kota', 'Udaipur', 'Jodhpur', 'Bikaner', 'Alwar', 'Sikar', 'Tonk', 'Bhilwara'];
const CATEGORIES = ['Township', 'Residential', 'Commercial', 'Institutional', 'Hospitality', 'Interior'];

const paragraph = (i) =>
  `<p>Article ${i} looks at how a plot in ${PLACES[i % PLACES.length]} moves from survey to approval: the ` +
  'boundary survey, the setbacks the development authority asks for, the road widths that fix the frontage, ' +
  'and the drawings a planner prepares before a building permit is applied for. Each step is explained with ' +
  'the documents it needs and the time it usually takes.</p>';

function blog(i, createdAt) {
  const topic = TOPICS[i % TOPICS.length];
  const place = PLACES[Math.floor(i / TOPICS.length) % PLACES.length];
  return {
    title: `${topic} in ${place}: Note ${i}`,
    short_content: `What ${topic.toLowerCase()} means for owners and builders in ${place}, with the steps, documents and timelines involved.`,
    content: [paragraph(i), paragraph(i + 1), paragraph(i + 2), paragraph(i + 3)].join('\n'),
    meta_title: `${topic} in ${place}`,
    meta_description: `A practical note on ${topic.toLowerCase()} in ${place}.`,
    meta_keyword: `${topic.toLowerCase()}, ${place.toLowerCase()}, planning`,
    publishedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}

function project(i, createdAt) {
  const topic = TOPICS[i % TOPICS.length];
  const place = PLACES[Math.floor(i / TOPICS.length) % PLACES.length];
  return {
    slug: `bench-project-${i}`,
    title: `${topic} Project ${i}, ${place}`,
    description: `A ${topic.toLowerCase()} project in ${place}, from survey and concept to approvals and site supervision.`,
    short_content: `${topic} for a client in ${place}.`,
    content: `${topic} in ${place}: surveys, drawings, approvals and supervision by the Cadmax team.`,
    category: CATEGORIES[i % CATEGORIES.length],
    client: `${place} Developers ${i % 37}`,
    location: `${place}, Rajasthan`,
    date: new Date(Date.UTC(2015 + (i % 11), i % 12, 1 + (i % 28))).toISOString().slice(0, 10),
    upcoming: false,
    publishedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}

/** The media library's table of which file is on which row. */
const linkTableOf = (strapi) => strapi.db.metadata.get(FILE).attributes.related.joinTable?.name ?? 'files_related_mph';

/** Adds rows until `uid` has `target`, linking each new row to `files` (cycled) through `field`. */
async function topUp(strapi, uid, target, make, field, files, perRow) {
  const query = strapi.db.query(uid);
  const have = await query.count();
  if (have >= target) return { have, added: 0 };
  const oldest = await query.findOne({ select: ['createdAt'], orderBy: { createdAt: 'asc' } });
  const start = new Date(oldest?.createdAt ?? Date.now()).getTime();
  const linkTable = linkTableOf(strapi);
  const knex = strapi.db.connection;
  const schema = strapi.db.getSchemaName?.();
  const table = (name) => (schema ? knex(name).withSchema(schema) : knex(name));
  let added = 0;
  for (let n = have; n < target; n += BATCH) {
    const count = Math.min(BATCH, target - n);
    const rows = Array.from({ length: count }, (_, k) => make(n + k, new Date(start - (n - have + k + 1) * 3_600_000)));
    const { ids } = await query.createMany({ data: rows });
    const links = ids.flatMap((id, k) =>
      Array.from({ length: perRow }, (_, j) => ({
        file_id: files[(n + k + j) % files.length],
        related_id: id,
        related_type: uid,
        field,
        order: j + 1,
      })),
    );
    // SQLite caps the terms of one compound insert: 100 rows at a time.
    for (let k = 0; k < links.length; k += 100) await table(linkTable).insert(links.slice(k, k + 100));
    added += count;
  }
  return { have, added };
}

async function main() {
  const target = Number(process.argv[2]);
  if (!Number.isInteger(target) || target < 1) throw new Error('usage: scale-seed.mjs N');
  Object.assign(process.env, loadEnv());
  const { createStrapi } = strapiOfApp();
  const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
  strapi.log.level = 'warn';
  try {
    // The seed's photos (not the logos): blog-N.jpg and project-<slug>-N.jpg.
    const files = async (prefix) =>
      (
        await strapi.db.query(FILE).findMany({
          select: ['id'],
          where: { name: { $startsWith: prefix, $endsWith: '.jpg' } },
          orderBy: { id: 'asc' },
        })
      ).map((f) => f.id);
    const blogImages = await files('blog-');
    const projectImages = await files('project-');
    const blogs = await topUp(strapi, BLOG, target, blog, 'image', blogImages, blogImages.length ? 1 : 0);
    const projects = await topUp(
      strapi,
      PROJECT,
      target,
      project,
      'images',
      projectImages,
      projectImages.length ? 2 : 0,
    );
    const knex = strapi.db.connection;
    const postgres = strapi.db.dialect.client === 'postgres';
    const schema = strapi.db.getSchemaName();
    // What autovacuum does shortly after a bulk load on a default PostgreSQL (and PostgreSQL's advice after one):
    // statistics for the planner, the visibility map for index-only scans, the trigram indexes' pending entries
    // merged. This machine's server runs with autovacuum off; without it the figures are of a table never analyzed.
    if (postgres) {
      const tables = [BLOG, PROJECT, FILE].map((uid) => strapi.db.metadata.get(uid).tableName);
      for (const table of [...tables, linkTableOf(strapi)])
        await knex.raw(`VACUUM ANALYZE ${schema ? `"${schema}".` : ''}"${table}"`);
    }
    // The CMS's bootstrap makes the list indexes (cms/src/lib/indexes.ts); say which are there, since the
    // figures depend on them.
    const indexes = [];
    const textIndexes = [];
    for (const uid of [BLOG, PROJECT]) {
      const { tableName } = strapi.db.metadata.get(uid);
      const names = (await strapi.db.dialect.schemaInspector.getIndexes(tableName)).map((i) => i.name);
      indexes.push(...names.filter((name) => name.endsWith('_list_idx')));
      // The searches' text index (cms/src/lib/text-search.ts): an FTS5 table, or a trigram GIN index per column.
      const text = postgres
        ? (
            await knex.raw(
              `SELECT indexname AS name FROM pg_indexes WHERE schemaname = COALESCE(?, current_schema())
                 AND tablename = ? AND indexname LIKE '%\\_trgm' ORDER BY indexname`,
              [schema ?? null, tableName],
            )
          ).rows
        : await knex('sqlite_master')
            .select('name')
            .where({ name: `${tableName}_search` });
      textIndexes.push(...text.map((row) => row.name));
    }
    console.log(
      JSON.stringify({
        blogs: blogs.have + blogs.added,
        projects: projects.have + projects.added,
        listIndexes: indexes,
        textIndexes,
      }),
    );
  } finally {
    await strapi.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(`[scale-seed] failed: ${String(err.stack ?? err.message).slice(0, 2000)}`);
      process.exit(1);
    },
  );
}
