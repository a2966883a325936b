/**
 * The public reads' lean queries (cms/src/lib/lean-read.ts, in the content types' services) return what
 * Strapi's document service returned for the same query: the same rows in the same order, the same values
 * (dates as ISO text, booleans, JSON), each media field's files in the same order, and search wildcards
 * matched literally.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBlog, toMedia, toMediaList, toProject } from '../src/lib/mappers';
import type { BlogRow, ProjectRow, StrapiFile } from '../src/lib/records';
import type { BlogReads } from '../src/api/blog/services/blog';
import type { ProjectReads } from '../src/api/project/services/project';
import type { SiteSettingReads } from '../src/api/site-setting/services/site-setting';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { setSiteSettings } from './support/site-reads';
import { form, png } from './support/fixtures';
import { ensureListIndexes, FORMER_LIST_INDEXES, LIST_INDEXES, PAGE_INDEXES } from '../src/lib/indexes';

let cms: TestCms;
let token: string;

type Uid = Parameters<TestCms['strapi']['documents']>[0];
type Row = Record<string, unknown>;
interface Docs {
  findMany(params: Row): Promise<Row[]>;
  count(params: Row): Promise<number>;
  create(params: Row): Promise<Row>;
}
/**
 * The document service as the public reads must match it: published rows (blogs and projects have drafts, D-11.5;
 * the other types ignore the status). `version: 'draft'` reads the drafts, as the admin's reads do.
 */
const docs = (uid: string, status: 'published' | 'draft' = 'published'): Docs => {
  const service = cms.strapi.documents(uid as Uid) as unknown as Docs;
  return {
    findMany: (params) => service.findMany({ ...params, status }),
    count: (params) => service.count({ ...params, status }),
    create: (params) => service.create({ status: 'published', ...params }),
  };
};
const reads = <T>(uid: string) => cms.strapi.service(uid as never) as unknown as T;
const NEWEST_FIRST = ['createdAt:desc', 'id:desc'];
const BY_SORT_ORDER = ['sort_order:asc', 'id:asc'];

const MEDIA_LISTS = new Set(['images']);
const MEDIA = new Set(['image', 'logo', 'front', 'back']);
/** A lean row against the document service's: every field it read, media through toMedia (what the answers use). */
function expectSameRows(leanRows: object[], full: Row[]) {
  const lean = leanRows as Row[];
  expect(lean.length).toBe(full.length);
  lean.forEach((row, i) => {
    for (const [key, value] of Object.entries(row)) {
      if (MEDIA_LISTS.has(key)) {
        expect((value as unknown[]).length, key).toBe((full[i][key] as unknown[]).length);
        expect(toMediaList(value as StrapiFile[]), key).toEqual(toMediaList(full[i][key] as StrapiFile[]));
      } else if (MEDIA.has(key)) {
        expect(toMedia(value as StrapiFile), key).toEqual(toMedia(full[i][key] as StrapiFile));
      } else {
        expect(value, key).toEqual(full[i][key]);
      }
    }
  });
}

async function upload(path: string, fields: Record<string, string>, files: [string, string][]) {
  const bytes = await png(40, 30);
  const res = await cms.request<{ data: Row }>(path, {
    token,
    form: form(
      fields,
      files.map(([field, name]) => [field, name, bytes, 'image/png']),
    ),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
  const blog = {
    short_content: 'Summary',
    content: '<p>Text <a href="https://example.com" target="_blank">link</a></p>',
  };
  await upload('/blog/create', { ...blog, title: 'With image 100% done' }, [['imageUrl', 'one.png']]);
  for (const title of ['plan_a', 'back\\slash', 'Plain Words', 'ÜBER planning']) {
    const res = await cms.request('/blog/create', { token, json: { ...blog, title } });
    expect(res.status, res.text).toBe(200);
  }
  const project = { client: 'Kedia', content: 'Plan', category: 'Architecture', date: '2024-01-10' };
  const first = await upload('/project-add', { ...project, title: 'Three images', upcoming: 'true', type: 'Villa' }, [
    ['images', 'a.png'],
    ['images', 'b.png'],
    ['images', 'c.png'],
    ['logo', 'logo.png'],
  ]);
  // Reordered: the answers must follow the join table's order, not the files' ids.
  const ids = (first.images as { id: number }[]).map((i) => i.id);
  await upload(
    '/project/update',
    {
      ...project,
      _id: String(first._id),
      title: 'Three images',
      imageOrder: JSON.stringify([{ id: ids[2] }, { file: 0 }, { id: ids[0] }]),
    },
    [['images', 'd.png']],
  );
  await upload('/project-add', { ...project, title: 'No images' }, []);
  await docs('api::team-member.team-member').create({ data: { name: 'Second', position: 'Planner', sort_order: 2 } });
  await docs('api::team-member.team-member').create({ data: { name: 'First', position: 'Director', sort_order: 1 } });
  await docs('api::job-opening.job-opening').create({
    data: {
      title: 'Architect',
      slug: 'architect',
      skills: ['Revit', 'AutoCAD'],
      location: 'Jaipur',
      about: 'Buildings from plan to site.',
      sort_order: 1,
    },
  });
  await setSiteSettings(cms.strapi, { company_name: 'Cadmax', founded_year: 2005 });
}, 180_000);

afterAll(() => cms?.stop());

describe('lean reads', () => {
  it('pages the blogs as the document service did, searching wildcards literally and case-insensitively', async () => {
    const blogs = reads<BlogReads>('api::blog.blog');
    for (const [search, titles] of [
      ['', null],
      ['%', ['With image 100% done']],
      ['_', ['plan_a']],
      ['\\', ['back\\slash']],
      ['PLAN', ['ÜBER planning', 'plan_a']],
    ] as const) {
      const filters = search ? { title: { $containsi: search } } : {};
      const full = await docs('api::blog.blog').findMany({
        filters,
        sort: NEWEST_FIRST,
        start: 0,
        limit: 15,
        populate: ['image'],
      });
      const lean = await blogs.articlePage(0, 15, search);
      expect(
        lean.rows.map((r) => toBlog(r)),
        search,
      ).toEqual(full.map((r) => toBlog(r as unknown as BlogRow)));
      expect(lean.total).toBe(await docs('api::blog.blog').count({ filters }));
      if (titles) expect(lean.rows.map((r) => r.title)).toEqual(titles);
    }
    const second = await blogs.articlePage(2, 2);
    expect(second.rows.map((r) => r.title)).toEqual(['back\\slash', 'plan_a']);
    expect(second.total).toBe(5);
    expect(await blogs.articlePage(100, 15)).toEqual({ rows: [], total: 5 });
    // A search's page and total come from one text match: each page as the document service pages it, none past the end.
    const planned = { title: { $containsi: 'plan' } };
    for (const start of [0, 1, 2]) {
      const page = await blogs.articlePage(start, 1, 'plan');
      const full = await docs('api::blog.blog').findMany({
        filters: planned,
        sort: NEWEST_FIRST,
        start,
        limit: 1,
        populate: ['image'],
      });
      expect(page.rows.map((r) => toBlog(r))).toEqual(full.map((r) => toBlog(r as unknown as BlogRow)));
      expect(page.rows).toHaveLength(start < 2 ? 1 : 0);
      expect(page.total).toBe(2);
    }
    const [one] = await docs('api::blog.blog').findMany({
      filters: { title: 'With image 100% done' },
      populate: ['image'],
    });
    expect(toBlog((await blogs.article(one.documentId as string))!)).toEqual(toBlog(one as unknown as BlogRow));
    expect(await blogs.article('no-such-document')).toBeNull();
  });

  it('reads the projects with their images in the stored order', async () => {
    const projects = reads<ProjectReads>('api::project.project');
    const full = await docs('api::project.project').findMany({
      sort: NEWEST_FIRST,
      start: 0,
      limit: 15,
      populate: ['images', 'logo'],
    });
    const lean = await projects.recordPage(0, 15);
    expect(lean.rows.map((r) => toProject(r))).toEqual(full.map((r) => toProject(r as unknown as ProjectRow)));
    expect(lean.rows[1].images).toHaveLength(3);
    expectSameRows(
      await projects.cards(),
      await docs('api::project.project').findMany({ sort: ['createdAt:asc', 'id:asc'], populate: ['images', 'logo'] }),
    );
    expectSameRows(
      await projects.upcoming(),
      await docs('api::project.project').findMany({
        filters: { upcoming: true },
        sort: ['createdAt:asc', 'id:asc'],
        populate: ['images'],
      }),
    );
    const detail = await projects.detail(lean.rows[1].slug as string);
    expectSameRows(
      [detail!],
      await docs('api::project.project').findMany({
        filters: { slug: lean.rows[1].slug },
        populate: ['images', 'logo'],
      }),
    );
    expect(await projects.detail('')).toBeNull();
  });

  it('reads the drafts for the admin (D-11.5), as the document service does', async () => {
    const draft = await docs('api::project.project').create({
      data: { title: 'Only a draft', slug: 'only-a-draft', content: 'Draft.' },
      status: 'draft',
    });
    const projects = reads<ProjectReads>('api::project.project');
    const drafts = await docs('api::project.project', 'draft').findMany({
      sort: NEWEST_FIRST,
      populate: ['images', 'logo'],
    });
    const lean = await projects.draftRecordPage(0, 100);
    expect(lean.rows.map((r) => toProject(r))).toEqual(drafts.map((r) => toProject(r as unknown as ProjectRow)));
    expect(lean.total).toBe(drafts.length);
    expect(lean.rows[0].documentId).toBe(draft.documentId);
    // A search of the drafts finds a draft the public never sees.
    const found = await projects.draftRecordPage(0, 100, 'only a draft');
    expect(found.rows.map((r) => r.documentId)).toEqual([draft.documentId]);
    expect(found.total).toBe(1);
    expect(await projects.record(draft.documentId as string)).toBeNull();
    expect((await projects.draftRecord(draft.documentId as string))?.title).toBe('Only a draft');
  });

  it('gives each list its own media when lists read together share one media query', async () => {
    const projects = reads<ProjectReads>('api::project.project');
    const blogs = reads<BlogReads>('api::blog.blog');
    const alone = [
      await projects.cards(),
      await projects.upcoming(),
      await blogs.articlePage(0, 15),
      await projects.recordPage(0, 15),
    ];
    const together = await Promise.all([
      projects.cards(),
      projects.upcoming(),
      blogs.articlePage(0, 15),
      projects.recordPage(0, 15),
    ]);
    expect(together).toEqual(alone);
    expect(together[0][0].images).toHaveLength(3);
  });

  it('answers a burst of the same page at once with one media condition per list, under the bind limits', async () => {
    // SQLite binds at most 32,766 values in a statement and PostgreSQL 65,535: a condition per waiting read, ten
    // thousand reads at once, would pass both.
    const projects = reads<ProjectReads>('api::project.project');
    const blogs = reads<BlogReads>('api::blog.blog');
    const alone = [await projects.cards(), await blogs.articlePage(0, 15)];
    const burst = await Promise.all(
      Array.from({ length: 10_000 }, (_, i) => (i % 2 ? blogs.articlePage(0, 15) : projects.cards())),
    );
    expect(burst.filter((list, i) => JSON.stringify(list) !== JSON.stringify(alone[i % 2]))).toEqual([]);
    expect((burst[0] as ProjectRow[])[0].images).toHaveLength(3);
  });

  it('lists the other public types in their sort order, JSON and numbers as stored', async () => {
    for (const uid of ['api::team-member.team-member', 'api::job-opening.job-opening']) {
      const lean = await reads<{ publicList(): Promise<Row[]> }>(uid).publicList();
      expect(lean.length).toBeGreaterThan(0);
      expectSameRows(lean, await docs(uid).findMany({ sort: BY_SORT_ORDER, populate: ['image'] }));
    }
    const settings = await reads<{ current(): Promise<Row | null> }>('api::site-setting.site-setting').current();
    expect(settings).toMatchObject({ company_name: 'Cadmax', founded_year: 2005 });
  });
  it('reads a repeatable component in its stored order, as the document service populates it', async () => {
    const uid = 'api::site-setting.site-setting';
    const service = cms.strapi.documents(uid as Uid) as unknown as {
      findFirst(params: Row): Promise<{ documentId: string; quote_services: Row[] } | null>;
      update(params: Row): Promise<Row>;
    };
    const stored = await service.findFirst({ populate: { quote_services: true } });
    // A new order, a new item and an item without a value: the join's order column, not the ids, decides.
    const list = [
      { value: null, label: 'Heritage Survey' },
      ...[...(stored?.quote_services ?? [])].reverse().map(({ value, label }) => ({ value, label })),
    ];
    await service.update({ documentId: stored!.documentId, data: { quote_services: list } });
    const full = await service.findFirst({ populate: { quote_services: true } });
    const lean = await reads<SiteSettingReads>(uid).quoteServiceList();
    expect(lean).toEqual(full!.quote_services.map(({ value, label }) => ({ value, label })));
    expect(lean.map((item) => item.label)).toEqual(list.map((item) => item.label));
  });

  it('keeps a list index per version of blogs and projects, and drops the former one', async () => {
    const { strapi } = cms;
    const namesOf = async (table: string) =>
      (await strapi.db.dialect.schemaInspector.getIndexes(table)).map((index) => index.name);
    // A database from an earlier release has one index over every version's rows.
    await strapi.db.getSchemaConnection().alterTable('blogs', (table) => {
      table.index(['created_at', 'id', 'title'], FORMER_LIST_INDEXES[0].name);
    });
    expect(await namesOf('blogs')).toContain('blogs_list_idx');
    await ensureListIndexes(strapi);
    const blogs = await namesOf('blogs');
    expect(blogs).toEqual(expect.arrayContaining(['blogs_published_list_idx', 'blogs_draft_list_idx']));
    expect(blogs).not.toContain('blogs_list_idx');
    expect(await namesOf('projects')).toEqual(
      expect.arrayContaining(['projects_published_list_idx', 'projects_draft_list_idx']),
    );
    expect(LIST_INDEXES).toHaveLength(4);
    if (strapi.db.dialect.client !== 'sqlite') return;
    // SQLite's plan for the public page: the published rows' index, in its order, with no sort and no row read.
    const plan = (await strapi.db.connection.raw(
      'EXPLAIN QUERY PLAN SELECT t.id FROM blogs AS t WHERE t.published_at IS NOT NULL ' +
        'ORDER BY t.created_at DESC, t.id DESC LIMIT 15 OFFSET 30',
    )) as { detail: string }[];
    expect(plan.map((step) => step.detail).join('; ')).toMatch(
      /^SCAN t USING COVERING INDEX blogs_published_list_idx$/,
    );
  });

  it("reads a project's page, the home slider and the upcoming projects through their indexes, not the table", async () => {
    const { strapi } = cms;
    const names = (await strapi.db.dialect.schemaInspector.getIndexes('projects')).map((index) => index.name);
    expect(names).toEqual(expect.arrayContaining(PAGE_INDEXES.map((index) => index.name)));
    // The reads' conditions and orders (project service: detail, homeSlides, upcoming), as the lean reads write them.
    const published = 'FROM projects AS t WHERE t.published_at IS NOT NULL';
    const reads = {
      projects_slug_idx: [`SELECT t.id, t.title ${published} AND t.slug = ? LIMIT 1`, ['a-slug']],
      projects_home_idx: [
        `SELECT t.id, t.slug ${published} AND t.home_position IS NOT NULL ORDER BY t.home_position ASC, t.id ASC`,
        [],
      ],
      projects_upcoming_idx: [
        `SELECT t.id, t.title ${published} AND t.upcoming = ? ORDER BY t.created_at ASC, t.id ASC`,
        [true],
      ],
    } as const;
    for (const [index, [sql, bindings]] of Object.entries(reads)) {
      const knex = strapi.db.connection;
      const plan =
        strapi.db.dialect.client === 'sqlite'
          ? ((await knex.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never)) as { detail: string }[]).map(
              (r) => r.detail,
            )
          : // The seeded table is tiny, so any plan costs the same: the plan is asked of a table of thousands of
            // rows, made and analyzed in a transaction that is rolled back.
            await (async () => {
              const trx = await knex.transaction();
              try {
                await trx.raw(
                  `INSERT INTO projects (document_id, title, slug, upcoming, created_at, published_at)
                   SELECT 'scale-' || g, 'Project ' || g, 'project-' || g, false, now(), now()
                   FROM generate_series(1, 5000) AS g`,
                );
                await trx.raw('ANALYZE projects');
                const explained = (await trx.raw(`EXPLAIN ${sql}`, bindings as never)) as {
                  rows: { 'QUERY PLAN': string }[];
                };
                return explained.rows.map((r) => r['QUERY PLAN']);
              } finally {
                await trx.rollback();
              }
            })();
      expect(plan.join('; '), index).toContain(index);
      expect(plan.join('; '), index).not.toMatch(/SCAN t$|SCAN t;|Seq Scan|TEMP B-TREE/);
    }
  });
});
