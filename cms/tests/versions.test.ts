/**
 * Version history of blogs and projects (D-14.2): every save keeps a version with who saved it and when (the React
 * admin's and the Strapi panel's), a save that changed nothing keeps none, a record keeps its newest VERSIONS_KEPT;
 * two versions compare word by word (an article by its text), images by thumbnail; a restore saves a version as the
 * draft (the public version stays), is itself a version, and is in the activity log. Bad requests are refused and
 * change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VERSIONS_KEPT,
  messages,
  type AuditEntry,
  type Blog,
  type Paged,
  type Project,
  type RecordVersion,
  type VersionDiff,
  type VersionRestored,
} from '@cadmax/contract';
import { VERSION_INDEX } from '../src/lib/indexes';
import { ADMIN_EMAIL, type TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, png } from './support/fixtures';
import { inviteEditor, panelCall, superAdminLogin } from './support/panel';

let cms: TestCms;
let token: string;

beforeAll(async () => ({ cms, token } = await bootSignedIn()));
afterAll(() => cms?.stop());

const BLOG = { short_content: 'Courtyards and wind.', content: '<p>Havelis keep cool.</p><p>Jaali screens.</p>' };

async function saveBlog(path: string, fields: Record<string, string>, image?: Buffer) {
  const res = await cms.request<{ data: Blog }>(path, {
    token,
    form: form({ ...BLOG, ...fields }, image ? [['imageUrl', 'haveli.png', image, 'image/png']] : []),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function versionsOf(type: 'blog' | 'project', id: string): Promise<RecordVersion[]> {
  const res = await cms.request<{ data: RecordVersion[] }>(`/${type}/versions/${id}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function diffOf(type: 'blog' | 'project', from: string, to: string): Promise<VersionDiff> {
  const res = await cms.request<{ data: VersionDiff }>(`/${type}/version-diff?from=${from}&to=${to}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

const restore = (type: 'blog' | 'project', _id: unknown) =>
  cms.request<{ message: string; data: VersionRestored }>(`/${type}/version-restore`, { token, json: { _id } });

const versionCount = () => cms.count('api::record-version.record-version');

describe('a blog’s versions', () => {
  let blog: Blog;
  let versions: RecordVersion[];
  /** The first image's file (the older version's). */
  let olderImage: string;

  beforeAll(async () => {
    blog = await saveBlog('/blog/create', { title: 'Stepwells of Jaipur' }, await png(64, 48));
    await saveBlog('/blog/update', { _id: blog._id, title: 'Stepwells of Jaipur' });
    await saveBlog(
      '/blog/update',
      {
        _id: blog._id,
        title: 'The stepwells of old Jaipur',
        content: '<p>Havelis keep <strong>very</strong> cool.</p><p>Jaali screens.</p>',
      },
      await png(80, 40),
    );
    versions = await versionsOf('blog', blog._id);
  });

  it('keeps one per save that changed something, newest first, with the admin and the time', () => {
    expect(versions.map((v) => v.title)).toEqual(['The stepwells of old Jaipur', 'Stepwells of Jaipur']);
    for (const version of versions) {
      expect(version).toMatchObject({ recordId: blog._id, user: ADMIN_EMAIL, userName: '' });
      expect(Date.now() - Date.parse(version.createdAt)).toBeLessThan(10 * 60_000);
    }
  });

  it('says what each save changed: the fields and the words added and removed (the first: from nothing)', async () => {
    const [newer, older] = versions;
    expect(newer.changes).toEqual({ fields: ['Title', 'Image', 'Article'], added: 4, removed: 1 });
    expect(older.changes.fields).toEqual(expect.arrayContaining(['Title', 'Image', 'Short content', 'Article']));
    expect(older.changes).toMatchObject({ removed: 0 });
    expect(older.changes.added).toBe(3 + 3 + 5);
    // Versions kept before the summaries get theirs when listed, the same.
    await cms.strapi.db
      .query('api::record-version.record-version')
      .updateMany({ where: { record_id: blog._id }, data: { changes: null } });
    expect((await versionsOf('blog', blog._id)).map((v) => v.changes)).toEqual([newer.changes, older.changes]);
  });

  it('compares two: the title and the article word by word (text, not markup), the image by thumbnail', async () => {
    const [newer, older] = versions;
    const diff = await diffOf('blog', older._id, newer._id);
    expect(diff.from._id).toBe(older._id);
    expect(diff.fields.map((f) => f.field)).toEqual(['title', 'image', 'content']);
    const [title, image, content] = diff.fields;
    expect(title).toMatchObject({ kind: 'text', label: 'Title' });
    const parts = title.kind === 'text' ? title.parts : [];
    expect(parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['The stepwells', 'old']);
    expect(parts.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(['Stepwells']);
    expect(content).toMatchObject({ kind: 'text', label: 'Article' });
    const words = content.kind === 'text' ? content.parts : [];
    expect(words.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['very']);
    expect(words.map((p) => p.value).join('')).toBe('Havelis keep very cool.\nJaali screens.');
    expect(image.kind).toBe('images');
    if (image.kind !== 'images') return;
    expect(image.before).toHaveLength(1);
    expect(image.after).toHaveLength(1);
    expect(image.before[0].id).not.toBe(image.after[0].id);
    olderImage = String(image.before[0].url).replace('thumbnail_', '');
    for (const picture of [...image.before, ...image.after]) expect(picture.url).toMatch(/^\/uploads\/.+\.png$/);
    // The same pair the other way round: what was added is what is removed.
    const back = await diffOf('blog', newer._id, older._id);
    const backTitle = back.fields[0];
    expect(backTitle.kind === 'text' && backTitle.parts.filter((p) => p.removed).map((p) => p.value.trim())).toEqual([
      'The stepwells',
      'old',
    ]);
  });

  it('restores an older one as the draft: the public article stays, the restore is a version and in the log', async () => {
    const [newer, older] = versions;
    const res = await restore('blog', older._id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(messages.versionRestored);
    expect(res.body.data.previous?._id).toBe(newer._id);

    const draft = (await cms.request<{ data: Blog & { state: string } }>(`/blog/admin-get/${blog._id}`, { token })).body
      .data;
    expect(draft).toMatchObject({ title: 'Stepwells of Jaipur', content: BLOG.content, state: 'modified' });
    expect(draft.Image).toContain(olderImage);
    const published = (await cms.request<{ data: Blog }>(`/blog/get/${blog._id}`)).body.data;
    expect(published.title).toBe('The stepwells of old Jaipur');

    const now = await versionsOf('blog', blog._id);
    expect(now).toHaveLength(3);
    expect(now[0]).toMatchObject({ _id: res.body.data.version?._id, title: 'Stepwells of Jaipur', user: ADMIN_EMAIL });

    const log = (await cms.request<Paged<AuditEntry>>('/activity?action=restore-version', { token })).body.data;
    expect(log[0]).toMatchObject({ type: 'blog', recordId: blog._id, title: 'Stepwells of Jaipur', user: ADMIN_EMAIL });

    // Undo: restoring the version the restore replaced brings the edit back as the draft.
    expect((await restore('blog', newer._id)).status).toBe(200);
    const undone = (await cms.request<{ data: Blog }>(`/blog/admin-get/${blog._id}`, { token })).body.data;
    expect(undone.title).toBe('The stepwells of old Jaipur');
  });

  it('refuses what is not a pair of this type’s versions, and stores nothing', async () => {
    const other = await saveBlog('/blog/create', { title: 'Another article' });
    const [theirs] = await versionsOf('blog', other._id);
    const before = await versionCount();
    const [mine] = await versionsOf('blog', blog._id);
    const refusals: [Promise<{ status: number; body: unknown }>, number, string][] = [
      [
        cms.request(`/blog/version-diff?from=${mine._id}&to=${theirs._id}`, { token }),
        400,
        messages.versionsOfOtherRecords,
      ],
      [cms.request(`/blog/version-diff?from=${mine._id}&to=nosuchversion`, { token }), 404, messages.versionNotFound],
      [cms.request(`/blog/version-diff?from=${mine._id}`, { token }), 404, messages.versionNotFound],
      [cms.request(`/project/version-diff?from=${mine._id}&to=${mine._id}`, { token }), 404, messages.versionNotFound],
      [restore('project', mine._id), 404, messages.versionNotFound],
      [restore('blog', 'nosuchversion'), 404, messages.versionNotFound],
      [restore('blog', ''), 400, '_id is required.'],
      [restore('blog', { $ne: 1 }), 400, '_id is required.'],
    ];
    for (const [call, status, message] of refusals) {
      const res = await call;
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect((res.body as { message?: string }).message).toBe(message);
    }
    expect(await versionCount()).toBe(before);
    expect((await cms.request(`/blog/versions/${blog._id}`)).status).toBe(401);
  });

  it(`keeps the newest ${VERSIONS_KEPT} of a record, the oldest deleted`, async () => {
    const documents = cms.strapi.documents('api::blog.blog' as never) as unknown as {
      update(params: object): Promise<unknown>;
    };
    for (let i = 1; i <= VERSIONS_KEPT + 2; i++) {
      await documents.update({ documentId: blog._id, data: { title: `Edit ${i}` }, status: 'draft' });
    }
    const kept = await versionsOf('blog', blog._id);
    expect(kept).toHaveLength(VERSIONS_KEPT);
    expect(kept[0].title).toBe(`Edit ${VERSIONS_KEPT + 2}`);
    expect(kept[kept.length - 1].title).toBe('Edit 3');
    // Read by the index of a record's versions (cms/src/lib/indexes.ts).
    const indexes = await cms.strapi.db.dialect.schemaInspector.getIndexes('record_versions');
    expect(indexes.map((i) => i.name)).toContain(VERSION_INDEX.name);
    const stored = await cms.strapi.db
      .query('api::record-version.record-version')
      .count({ where: { record_type: 'blog', record_id: blog._id } });
    expect(stored).toBe(VERSIONS_KEPT);
  });
});

describe('a project’s versions', () => {
  it('keeps the project form’s saves, compares its text fields and restores one as the draft', async () => {
    const fields = { content: 'A township.', client: 'JDA', category: 'Urban', date: '2026-01-05' };
    const created = await cms.request<{ data: Project }>('/project-add', {
      token,
      form: form({ title: 'Smart township', ...fields }),
    });
    expect(created.status, created.text).toBe(200);
    const id = created.body.data._id;
    const updated = await cms.request('/project/update', {
      token,
      form: form({ _id: id, title: 'Smart township', ...fields, content: 'A green township.', status: 'draft' }),
    });
    expect(updated.status, updated.text).toBe(200);
    const [newer, older] = await versionsOf('project', id);
    const diff = await diffOf('project', older._id, newer._id);
    expect(diff.fields).toEqual([
      {
        field: 'content',
        label: 'Content',
        kind: 'text',
        parts: [{ value: 'A ' }, { value: 'green ', added: true }, { value: 'township.' }],
      },
    ]);
    expect((await restore('project', older._id)).status).toBe(200);
    const draft = (await cms.request<{ data: Project }>(`/project/admin-get/${id}`, { token })).body.data;
    expect(draft.content).toBe('A township.');
  });
});

describe('each language’s history (D-15)', () => {
  it('keeps a Hindi save’s texts as a Hindi version, listed, compared and restored apart from the English', async () => {
    const blog = await saveBlog('/blog/create', { title: 'Baoris of Bundi' }, await png(64, 48));
    const hindi = { title: 'बूंदी की बावड़ियाँ', short_content: 'सीढ़ियाँ और पानी।', content: '<p>गहरी बावड़ी।</p>' };
    const saveHindi = async (fields: Record<string, string>) => {
      const res = await cms.request('/blog/update', {
        token,
        json: { _id: blog._id, locale: 'hi', ...hindi, ...fields },
      });
      expect(res.status, res.text).toBe(200);
    };
    await saveHindi({});
    await saveHindi({ content: '<p>बहुत गहरी बावड़ी।</p>' });
    const english = await versionsOf('blog', blog._id);
    expect(english.map((v) => [v.title, v.locale])).toEqual([['Baoris of Bundi', 'en']]);
    const listed = await cms.request<{ data: RecordVersion[] }>(`/blog/versions/${blog._id}?locale=hi`, { token });
    const [newer, older] = listed.body.data;
    expect(listed.body.data.map((v) => [v.title, v.locale])).toEqual([
      [hindi.title, 'hi'],
      [hindi.title, 'hi'],
    ]);
    // A Hindi version keeps the Hindi texts only: the image is the English version's, and is not among its changes.
    expect(older.changes.fields).toEqual(['Title', 'Short content', 'Article']);
    expect((await diffOf('blog', older._id, newer._id)).fields).toEqual([
      {
        field: 'content',
        label: 'Article',
        kind: 'text',
        parts: [{ value: 'बहुत ', added: true }, { value: 'गहरी बावड़ी।' }],
      },
    ]);
    const across = await cms.request(`/blog/version-diff?from=${english[0]._id}&to=${newer._id}`, { token });
    expect([across.status, across.body]).toEqual([400, { status: false, message: messages.versionsOfOtherRecords }]);
    expect((await cms.request(`/blog/versions/${blog._id}?locale=fr`, { token })).status).toBe(400);

    const before = (await cms.request<{ data: Blog }>(`/blog/admin-get/${blog._id}`, { token })).body.data;
    const restored = await restore('blog', older._id);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data.version?.locale).toBe('hi');
    const hindiDraft = (await cms.request<{ data: Blog }>(`/blog/admin-get/${blog._id}?locale=hi`, { token })).body
      .data;
    expect([hindiDraft.locale, hindiDraft.content]).toEqual(['hi', hindi.content]);
    // The English version, its image and its history are as they were.
    expect((await cms.request<{ data: Blog }>(`/blog/admin-get/${blog._id}`, { token })).body.data).toMatchObject({
      title: before.title,
      content: before.content,
      Image: before.Image,
    });
    expect(before.Image).toBeTruthy();
    expect(await versionsOf('blog', blog._id)).toHaveLength(1);
  });
});

describe('the Strapi panel’s saves', () => {
  it('keep versions too, with the panel user’s name', async () => {
    const editor = await inviteEditor(cms, await superAdminLogin(cms), 'versions.editor@cadmax.test');
    const created = await panelCall(cms, '/content-manager/collection-types/api::blog.blog', {
      token: editor,
      json: { title: 'Panel article', short_content: 'Short.', content: '<p>Body.</p>' },
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.body.data as { documentId: string }).documentId;
    const [version] = await versionsOf('blog', id);
    expect(version).toMatchObject({
      title: 'Panel article',
      user: 'versions.editor@cadmax.test',
      userName: 'Esha Editor',
    });
    // D-15: its Hindi version, written through the panel's locale switcher, keeps a Hindi version.
    const hindi = await panelCall(cms, `/content-manager/collection-types/api::blog.blog/${id}?locale=hi`, {
      token: editor,
      method: 'PUT',
      json: { title: 'पैनल का लेख', short_content: 'छोटा।', content: '<p>लेख।</p>' },
    });
    expect(hindi.status, hindi.text).toBe(200);
    const listed = await cms.request<{ data: RecordVersion[] }>(`/blog/versions/${id}?locale=hi`, { token });
    expect(listed.body.data).toMatchObject([{ title: 'पैनल का लेख', locale: 'hi', userName: 'Esha Editor' }]);
    expect(await versionsOf('blog', id)).toHaveLength(1);
  });
});
