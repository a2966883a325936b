/**
 * The content-type registry (src/lib/content-types.ts) and the panel's writes in the activity log (D-12.3).
 * - Every api:: type Strapi registers is in the registry, and every registry entry is a registered type, with the
 *   schema's draft & publish: a new type cannot be forgotten in the lists derived from it.
 * - The Strapi panel's writes (a Content editor's blog, Site Settings and media library changes) are in the activity
 *   log with the editor's name and email, read through the React admin's own activity API and its user filter; the
 *   React admin's writes, which pass through the same document service, are recorded once.
 */
import type { AuditEntry, Paged } from '@cadmax/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES, contentTypeOf } from '../../src/lib/content-types';
import { bootWithEditor } from '../support/boot';
import type { TestCms } from '../support/cms';
import { form, png } from '../support/fixtures';
import { CM, panelCall } from '../support/panel';

let cms: TestCms;
let adminToken: string;
let editorToken: string;
const EDITOR_EMAIL = 'asha.editor@cadmax.test';

beforeAll(async () => {
  ({ cms, token: adminToken, editorToken } = await bootWithEditor({ editorEmail: EDITOR_EMAIL }));
});
afterAll(() => cms?.stop());

/** The trail as the React admin reads it, filtered by a user's email. */
async function activityOf(user: string): Promise<AuditEntry[]> {
  const res = await cms.request<Paged<AuditEntry>>(`/activity?limit=100&user=${encodeURIComponent(user)}`, {
    token: adminToken,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('the content-type registry', () => {
  it('lists every api:: type Strapi registers, and only those, with their draft & publish', () => {
    const registered = Object.keys(cms.strapi.contentTypes).filter((uid) => uid.startsWith('api::'));
    expect(Object.keys(CONTENT_TYPES).sort()).toEqual(registered.sort());
    for (const uid of registered) {
      const drafts =
        (cms.strapi.contentTypes as unknown as Record<string, { options?: { draftAndPublish?: boolean } }>)[uid].options
          ?.draftAndPublish === true;
      expect(Boolean(contentTypeOf(uid)?.publish), uid).toBe(drafts);
    }
  });
});

describe('the panel’s writes in the activity log', () => {
  let blogId: string;
  let fileId: number;

  it('records a Content editor’s blog create, update, publish and delete with their name', async () => {
    const created = await panelCall(cms, `${CM}/api::blog.blog`, {
      token: editorToken,
      json: { title: 'Panel audit blog', short_content: 'Short.', content: '<p>Body.</p>' },
    });
    expect(created.status, created.text).toBe(201);
    blogId = (created.body.data as { documentId: string }).documentId;
    const updated = await panelCall(cms, `${CM}/api::blog.blog/${blogId}`, {
      method: 'PUT',
      token: editorToken,
      json: { title: 'Panel audit blog, edited' },
    });
    expect(updated.status, updated.text).toBe(200);
    const published = await panelCall(cms, `${CM}/api::blog.blog/${blogId}/actions/publish`, {
      token: editorToken,
      json: {},
    });
    expect(published.status, published.text).toBe(200);

    const rows = (await activityOf(EDITOR_EMAIL)).filter((row) => row.recordId === blogId);
    // The panel's Publish saves the form before publishing: one row for it, not an update beside it.
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'publish', 'update']);
    for (const row of rows) {
      expect(row).toMatchObject({ type: 'blog', user: EDITOR_EMAIL, userName: 'Esha Editor' });
    }
    expect(rows.find((row) => row.action === 'publish')!.title).toBe('Panel audit blog, edited');

    const deleted = await panelCall(cms, `${CM}/api::blog.blog/${blogId}`, { method: 'DELETE', token: editorToken });
    expect(deleted.status, deleted.text).toBe(200);
    // A panel delete of a blog moves it to the trash, as the React admin's does: a `delete`, not a `purge`.
    const removed = (await activityOf(EDITOR_EMAIL)).filter((row) => row.recordId === blogId);
    expect(removed.map((row) => row.action).sort()).toEqual(['create', 'delete', 'publish', 'update']);
    expect(removed.find((row) => row.action === 'delete')).toMatchObject({
      type: 'blog',
      title: 'Panel audit blog, edited',
      userName: 'Esha Editor',
    });
  });

  it('records an edit of Site Settings', async () => {
    const saved = await panelCall(cms, '/content-manager/single-types/api::site-setting.site-setting', {
      method: 'PUT',
      token: editorToken,
      json: { company_name: 'Cadmax Audited', tagline: 'Changed in the panel' },
    });
    expect(saved.status, saved.text).toBe(200);
    const row = (await activityOf(EDITOR_EMAIL)).find((entry) => entry.type === 'site-setting');
    expect(row).toMatchObject({ action: expect.stringMatching(/^(create|update)$/), title: 'Cadmax Audited' });
    expect(row!.userName).toBe('Esha Editor');
  });

  it('records a media upload and delete', async () => {
    const uploaded = await panelCall(cms, '/upload', {
      token: editorToken,
      form: form({}, [['files', 'audited.png', await png(), 'image/png']]),
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    fileId = (uploaded.body as unknown as { id: number }[])[0]!.id;
    const removed = await panelCall(cms, `/upload/files/${fileId}`, { method: 'DELETE', token: editorToken });
    expect(removed.status, removed.text).toBe(200);

    const media = (await activityOf(EDITOR_EMAIL)).filter((row) => row.type === 'media');
    expect(media.map((row) => row.action).sort()).toEqual(['create', 'purge']);
    for (const row of media) expect(row).toMatchObject({ title: 'audited.png', userName: 'Esha Editor' });
  });

  it('records the React admin’s own writes once, by the site admin, not as the panel’s', async () => {
    const saved = await cms.request<{ data: { _id: string } }>('/blog/create', {
      token: adminToken,
      form: form({ title: 'Admin audited blog', short_content: 'Short.', content: '<p>Body.</p>' }, [
        ['imageUrl', 'admin.png', await png(), 'image/png'],
      ]),
    });
    expect(saved.status).toBe(200);
    const rows = (await activityOf('admin@cadmax.test')).filter((row) => row.recordId === saved.body.data._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', type: 'blog', userName: '' });
    // Its image went through the upload plugin too, under the site admin's token: not a panel media write.
    expect((await activityOf('admin@cadmax.test')).filter((row) => row.type === 'media')).toEqual([]);
  });
});
