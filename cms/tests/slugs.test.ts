/**
 * Links never break (D-14.6): a project's, an opening's and a service's slug is edited in the React admin's API and
 * in the panel under one rule, every earlier address answers 301 to the current one (after several renames too),
 * a record in the trash answers 410 and one deleted for good 404, and the sitemap lists only current addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_MAX, messages, slugProblem } from '@cadmax/contract';
import type { Project, SitemapData } from '../src/lib/wire-types';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form } from './support/fixtures';
import { panelCall, superAdminLogin } from './support/panel';
import { SLUG_HISTORY_TABLE, ensureSlugHistory } from '../src/lib/slug-history';

let cms: TestCms;
let token: string;
type Saved<T> = { status: boolean; message: string; data: T };

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn({ openings: true }));
});
afterAll(() => cms?.stop());

const PROJECT = { content: 'A ring road plan.', client: 'JDA', category: 'Planning', date: '2025-06-01' };

const addProject = (fields: Record<string, string>) =>
  cms.request<Saved<Project>>('/project-add', { token, form: form({ ...PROJECT, ...fields }) });
const updateProject = (fields: Record<string, string>) =>
  cms.request<Saved<Project>>('/project/update', { token, form: form({ ...PROJECT, ...fields }) });

/** A public read as the web server makes it: a redirect is answered, not followed. */
async function publicRead(path: string) {
  const res = await fetch(`${cms.url}/api${path}`, { redirect: 'manual' });
  const body = (await res.json()) as { data?: { title?: string }; slug?: string; message?: string };
  return { status: res.status, location: res.headers.get('location'), body };
}

const post = (path: string, json: Record<string, unknown>) => cms.request<Saved<unknown>>(path, { token, json });

describe('a project’s slug in the admin', () => {
  let id: string;

  it('is the one typed, checked and free, or the title’s', async () => {
    const typed = await addProject({ title: 'Ring Road Plan', slug: 'ring-road' });
    expect(typed.status, typed.text).toBe(200);
    expect(typed.body.data.slug).toBe('ring-road');
    id = typed.body.data._id;
    expect((await publicRead('/site/projects/ring-road')).body.data?.title).toBe('Ring Road Plan');

    const derived = await addProject({ title: 'Walled City Heritage Walk' });
    expect(derived.body.data.slug).toBe('walled-city-heritage-walk');
  });

  it('keeps a long title’s slug within the rule when it needs a number to be free', async () => {
    const title = `Jaipur Development Authority ${'Master Plan Review '.repeat(3)}Phase`;
    const first = await addProject({ title });
    const second = await addProject({ title });
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    const [a, b] = [first.body.data.slug, second.body.data.slug];
    expect(a).toHaveLength(SLUG_MAX);
    expect(b).toMatch(/-2$/);
    expect(b.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slugProblem(b)).toBeNull();
    expect((await publicRead(`/site/projects/${b}`)).body.data?.title).toBe(title);
  });

  it.each([
    ['with capitals and spaces', 'Ring Road', messages.slugInvalid],
    ['with a double hyphen', 'ring--road', messages.slugInvalid],
    ['ending in a hyphen', 'ring-road-', messages.slugInvalid],
    ['too long', 'a'.repeat(SLUG_MAX + 1), messages.slugTooLong],
  ])('refuses one %s, with the rule’s message', async (_, slug, message) => {
    const before = await cms.count('api::project.project');
    const res = await addProject({ title: `Refused ${Math.random()}`, slug });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await cms.count('api::project.project')).toBe(before);
  });

  it('refuses one another project has (409), on an add and on an edit', async () => {
    const add = await addProject({ title: 'Another plan', slug: 'walled-city-heritage-walk' });
    expect([add.status, add.body.message]).toEqual([409, messages.slugTaken]);
    const edit = await updateProject({ _id: id, title: 'Ring Road Plan', slug: 'walled-city-heritage-walk' });
    expect([edit.status, edit.body.message]).toEqual([409, messages.slugTaken]);
  });

  it('keeps the slug when none is sent, and answers 301 from every earlier one after several renames', async () => {
    const kept = await updateProject({ _id: id, title: 'Ring Road Plan, phase 2' });
    expect(kept.body.data.slug).toBe('ring-road');
    expect((await updateProject({ _id: id, title: 'Ring Road Plan', slug: 'ring-road-2026' })).status).toBe(200);
    expect((await updateProject({ _id: id, title: 'Ring Road Plan', slug: 'outer-ring-road' })).status).toBe(200);

    for (const earlier of ['ring-road', 'ring-road-2026', 'Ring-Road']) {
      const res = await publicRead(`/site/projects/${earlier}`);
      expect([res.status, res.location, res.body.slug]).toEqual([
        301,
        '/api/site/projects/outer-ring-road',
        'outer-ring-road',
      ]);
    }
    expect((await publicRead('/site/projects/outer-ring-road')).status).toBe(200);
    expect((await publicRead('/site/projects/never-was')).status).toBe(404);
  });

  it('a slug renamed back is the current one again (no redirect to itself)', async () => {
    await updateProject({ _id: id, title: 'Ring Road Plan', slug: 'ring-road-2026' });
    expect((await publicRead('/site/projects/ring-road-2026')).status).toBe(200);
    expect((await publicRead('/site/projects/outer-ring-road')).location).toBe('/api/site/projects/ring-road-2026');
    await updateProject({ _id: id, title: 'Ring Road Plan', slug: 'outer-ring-road' });
    expect((await publicRead('/site/projects/ring-road-2026')).location).toBe('/api/site/projects/outer-ring-road');
  });

  it('drops the old address’s cached answer at the rename', async () => {
    const created = await addProject({ title: 'Tonk Road Plan', slug: 'tonk-road' });
    expect((await publicRead('/site/projects/tonk-road')).status).toBe(200);
    // Read twice: the second answer comes from the CMS's public read cache.
    expect((await publicRead('/site/projects/tonk-road')).status).toBe(200);
    await updateProject({ _id: created.body.data._id, title: 'Tonk Road Plan', slug: 'tonk-road-corridor' });
    expect((await publicRead('/site/projects/tonk-road')).status).toBe(301);
  });

  it('lets another record take an earlier slug, which is then its page', async () => {
    const taker = await addProject({ title: 'A new ring road', slug: 'ring-road' });
    expect(taker.status, taker.text).toBe(200);
    expect((await publicRead('/site/projects/ring-road')).body.data?.title).toBe('A new ring road');
    // The first project's other earlier slug still leads to it.
    expect((await publicRead('/site/projects/ring-road-2026')).location).toBe('/api/site/projects/outer-ring-road');
  });

  it('a draft’s new slug is not public until it is published', async () => {
    const draft = await updateProject({ _id: id, title: 'Ring Road Plan', slug: 'ring-road-draft', status: 'draft' });
    expect(draft.status, draft.text).toBe(200);
    expect((await publicRead('/site/projects/outer-ring-road')).status).toBe(200);
    expect((await publicRead('/site/projects/ring-road-draft')).status).toBe(404);
    expect((await post('/project/publish', { _id: id })).status).toBe(200);
    expect((await publicRead('/site/projects/outer-ring-road')).location).toBe('/api/site/projects/ring-road-draft');
  });

  it('lists only current addresses in the sitemap', async () => {
    const { body } = await cms.request<{ data: SitemapData }>('/site/sitemap');
    const slugs = body.data.projects.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['ring-road-draft', 'ring-road', 'tonk-road-corridor']));
    for (const earlier of ['outer-ring-road', 'ring-road-2026', 'tonk-road']) expect(slugs).not.toContain(earlier);
  });

  it('answers 410 for every address of a project in the trash, 200 once restored, 404 once deleted for good', async () => {
    const deleted = await cms.request('/project/delete', { token, json: { _id: id } });
    expect(deleted.status, deleted.text).toBe(200);
    const trashId = deleted.headers.get('x-trash-id')!;
    for (const address of ['ring-road-draft', 'outer-ring-road']) {
      const res = await publicRead(`/site/projects/${address}`);
      expect([res.status, res.body.message]).toEqual([410, messages.pageRemoved]);
    }
    expect((await post('/trash/restore', { _id: trashId })).status).toBe(200);
    expect((await publicRead('/site/projects/ring-road-draft')).status).toBe(200);
    expect((await publicRead('/site/projects/outer-ring-road')).status).toBe(301);

    const again = await cms.request('/project/delete', { token, json: { _id: id } });
    expect((await post('/trash/delete', { _id: again.headers.get('x-trash-id')! })).status).toBe(200);
    for (const address of ['ring-road-draft', 'outer-ring-road']) {
      expect((await publicRead(`/site/projects/${address}`)).status).toBe(404);
    }
  });
});

describe('an opening’s slug in the admin', () => {
  const OPENING = { location: 'Jaipur', about: 'Plan townships.', skills: 'QGIS' };
  let id: string;

  it('is typed, kept on an edit without one, and its earlier address answers 301', async () => {
    const added = await cms.request<Saved<{ _id: string; slug: string }>>('/jobadd', {
      token,
      json: { ...OPENING, title: 'Town Planner', slug: 'town-planner' },
    });
    expect([added.status, added.body.data?.slug]).toEqual([200, 'town-planner']);
    id = added.body.data._id;
    const kept = await cms.request<Saved<{ slug: string }>>('/jobedit', {
      token,
      json: { ...OPENING, _id: id, title: 'Senior Town Planner' },
    });
    expect(kept.body.data.slug).toBe('town-planner');
    const renamed = await cms.request<Saved<{ slug: string }>>('/jobedit', {
      token,
      json: { ...OPENING, _id: id, title: 'Senior Town Planner', slug: 'senior-town-planner' },
    });
    expect(renamed.body.data.slug).toBe('senior-town-planner');
    const res = await publicRead('/site/careers/town-planner');
    expect([res.status, res.location]).toEqual([301, '/api/site/careers/senior-town-planner']);
  });

  it('refuses a slug a seeded opening has, compared as its page is found (`Interior ` = `interior`)', async () => {
    const res = await cms.request('/jobedit', {
      token,
      json: { ...OPENING, _id: id, title: 'Senior Town Planner', slug: 'interior' },
    });
    expect([res.status, res.body.message]).toEqual([409, messages.slugTaken]);
  });

  it('answers 410 while it is in the trash', async () => {
    const deleted = await cms.request('/jobdelete', { token, json: { _id: id } });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await publicRead('/site/careers/senior-town-planner')).status).toBe(410);
    expect((await publicRead('/site/careers/town-planner')).status).toBe(410);
  });
});

describe('slugs in the Strapi panel', () => {
  const SERVICES = '/content-manager/collection-types/api::service.service';
  const PROJECTS = '/content-manager/collection-types/api::project.project';
  let superToken: string;
  let serviceId: string;
  beforeAll(async () => {
    superToken = await superAdminLogin(cms);
    const created = await panelCall(cms, SERVICES, {
      token: superToken,
      json: { title: 'Urban Design', slug: 'urban-design' },
    });
    expect(created.status, created.text).toBe(201);
    serviceId = (created.body.data as { documentId: string }).documentId;
  });
  const editService = (json: Record<string, unknown>) =>
    panelCall(cms, `${SERVICES}/${serviceId}`, { method: 'PUT', token: superToken, json });

  it('refuses a service slug against the rule, or another record’s, with the admin’s messages', async () => {
    await panelCall(cms, SERVICES, { token: superToken, json: { title: 'Surveying', slug: 'surveying' } });
    const shaped = await editService({ title: 'Urban Design', slug: 'Urban Design' });
    expect([shaped.status, shaped.body.error?.message]).toEqual([400, messages.slugInvalid]);
    const taken = await editService({ title: 'Urban Design', slug: 'surveying' });
    expect([taken.status, taken.body.error?.message]).toEqual([400, messages.slugTaken]);
  });

  it('renames a service, whose earlier address answers 301', async () => {
    expect((await publicRead('/site/services/urban-design')).status).toBe(200);
    const renamed = await editService({ title: 'Urban Design', slug: 'urban-design-studio' });
    expect(renamed.status, renamed.text).toBe(200);
    const res = await publicRead('/site/services/urban-design');
    expect([res.status, res.location]).toEqual([301, '/api/site/services/urban-design-studio']);
    expect((await publicRead('/site/services/urban-design-studio')).body.data?.title).toBe('Urban Design');
  });

  it('gives a project made without a slug its title’s, and a renamed published project redirects', async () => {
    const created = await panelCall(cms, PROJECTS, {
      token: superToken,
      json: { ...PROJECT, title: 'Sanganer Master Plan' },
    });
    expect(created.status, created.text).toBe(201);
    const documentId = (created.body.data as { documentId: string; slug: string }).documentId;
    expect((created.body.data as { slug: string }).slug).toBe('sanganer-master-plan');
    const publish = () =>
      panelCall(cms, `${PROJECTS}/${documentId}/actions/publish`, { method: 'POST', token: superToken, json: {} });
    expect((await publish()).status).toBe(200);
    const renamed = await panelCall(cms, `${PROJECTS}/${documentId}`, {
      method: 'PUT',
      token: superToken,
      json: { slug: 'sanganer-plan' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    // The draft's new slug goes public with the publish.
    expect((await publicRead('/site/projects/sanganer-master-plan')).status).toBe(200);
    expect((await publish()).status).toBe(200);
    const res = await publicRead('/site/projects/sanganer-master-plan');
    expect([res.status, res.location]).toEqual([301, '/api/site/projects/sanganer-plan']);
  });

  it('leaves a seeded slug from before the rule alone when the opening is edited in the panel', async () => {
    const [interior] = await cms.strapi.documents('api::job-opening.job-opening').findMany({
      filters: { slug: 'Interior ' },
    });
    const res = await panelCall(
      cms,
      `/content-manager/collection-types/api::job-opening.job-opening/${interior.documentId}`,
      {
        method: 'PUT',
        token: superToken,
        json: { title: interior.title, slug: 'Interior ', location: interior.location, about: interior.about },
      },
    );
    expect(res.status, res.text).toBe(200);
    expect((res.body.data as { slug: string }).slug).toBe('Interior ');
  });
});

describe('records saved before the history existed', () => {
  it('are known at the next start: a current one redirects after its first rename, a trashed one answers 410', async () => {
    const kept = await addProject({ title: 'Amer Road Plan', slug: 'amer-road' });
    const trashed = await addProject({ title: 'Delhi Road Plan', slug: 'delhi-road' });
    expect((await post('/project/delete', { _id: trashed.body.data._id })).status).toBe(200);
    // As a database from before the table: no rows at all.
    await cms.strapi.db.getConnection(SLUG_HISTORY_TABLE).delete();
    expect((await publicRead('/site/projects/delhi-road')).status).toBe(404);

    await ensureSlugHistory(cms.strapi);
    expect((await publicRead('/site/projects/delhi-road')).status).toBe(410);
    await updateProject({ _id: kept.body.data._id, title: 'Amer Road Plan', slug: 'amer-road-corridor' });
    expect((await publicRead('/site/projects/amer-road')).location).toBe('/api/site/projects/amer-road-corridor');
    // A second start adds nothing twice.
    const rows = await cms.strapi.db.getConnection(SLUG_HISTORY_TABLE).count({ n: '*' });
    await ensureSlugHistory(cms.strapi);
    expect(await cms.strapi.db.getConnection(SLUG_HISTORY_TABLE).count({ n: '*' })).toEqual(rows);
  });
});
