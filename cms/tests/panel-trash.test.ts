/**
 * Panel deletes go to the trash: a Content editor's delete in the Strapi panel was for good. Now
 * it moves the record to the React admin's trash (the site admin restores it there, as it was), the activity log
 * says "Moved to trash", and a single type (the site settings) cannot be deleted in the panel at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, TrashItem } from '@cadmax/contract';
import type { TestCms } from './support/cms';
import { bootWithEditor } from './support/boot';
import { png } from './support/fixtures';
import { CM, panelCall } from './support/panel';
import { AUDIT, BLOGS, TRASH } from './support/uids';

let cms: TestCms;
let token: string;
let editorToken: string;
let superToken: string;

const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';

beforeAll(async () => {
  ({ cms, token, superToken, editorToken } = await bootWithEditor());
});
afterAll(() => cms?.stop());

const trashOf = async (recordId: string) => {
  const res = await cms.request<Paged<TrashItem>>('/trash', { token });
  expect(res.status).toBe(200);
  return res.body.data.find((item) => item.recordId === recordId);
};
const restore = (item: TrashItem) => cms.request('/trash/restore', { token, json: { _id: item._id } });

describe("a Content editor's delete in the panel", () => {
  it('moves a blog to the trash, from where the site admin restores it as it was', async () => {
    const created = await panelCall(cms, `${CM}/${BLOGS}`, {
      token: editorToken,
      json: { title: 'Panel trash article', short_content: 'Summary', content: '<p>Body.</p>' },
    });
    expect(created.status, created.text).toBe(201);
    const { documentId } = created.body.data as { documentId: string };

    const deleted = await panelCall(cms, `${CM}/${BLOGS}/${documentId}`, { method: 'DELETE', token: editorToken });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await cms.strapi.documents(BLOGS).findOne({ documentId })).toBeNull();
    const item = await trashOf(documentId);
    expect(item).toMatchObject({ type: 'blog', title: 'Panel trash article', deletedBy: 'editor@cadmax.test' });
    const logged = await cms.strapi.db.query(AUDIT).findMany({ where: { record_id: documentId } });
    expect(logged.map((row: { action: string }) => row.action)).toEqual(['create', 'delete']);

    expect((await restore(item!)).status).toBe(200);
    const back = await cms.strapi.documents(BLOGS).findOne({ documentId });
    expect(back).toMatchObject({ title: 'Panel trash article', content: '<p>Body.</p>' });
  });

  it('trashes a type only the panel edits too, a service with its features and their images', async () => {
    const upload = new FormData();
    upload.append('files', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'feature.png');
    const uploaded = await panelCall(cms, '/upload', { token: superToken, form: upload });
    expect(uploaded.status, uploaded.text).toBe(201);
    const imageId = (uploaded.body as unknown as { id: number }[])[0]!.id;
    const uid = 'api::service.service';
    const service = await cms.strapi.documents(uid).create({
      data: {
        slug: 'panel-trash-service',
        title: 'Panel trash service',
        tagline: 'Tagline',
        description: 'Description',
        features: [{ title: 'Survey', image: imageId }],
      } as never,
    });
    const deleted = await panelCall(cms, `${CM}/${uid}/${service.documentId}`, {
      method: 'DELETE',
      token: editorToken,
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await cms.strapi.documents(uid).findOne({ documentId: service.documentId })).toBeNull();
    const item = await trashOf(service.documentId);
    expect(item).toMatchObject({ type: 'service', title: 'Panel trash service' });
    expect((await restore(item!)).status).toBe(200);
    const back = (await cms.strapi.documents(uid).findOne({
      documentId: service.documentId,
      populate: { features: { populate: '*' } },
    })) as unknown as { title: string; features: { title: string; image: { id: number } | null }[] };
    expect(back.title).toBe('Panel trash service');
    expect(back.features.map((f) => [f.title, f.image?.id])).toEqual([['Survey', imageId]]);
  });

  it('cannot delete the site settings, nor can the super admin', async () => {
    const before = await cms.strapi.documents('api::site-setting.site-setting').findFirst({});
    expect(before).not.toBeNull();
    const editor = await panelCall(cms, SETTINGS, { method: 'DELETE', token: editorToken });
    expect(editor.status).toBe(403);
    const admin = await panelCall(cms, SETTINGS, { method: 'DELETE', token: superToken });
    expect(admin.status).toBe(403);
    expect(await cms.strapi.documents('api::site-setting.site-setting').findFirst({})).not.toBeNull();
    expect(await cms.strapi.db.query(TRASH).count({ where: { record_type: 'site-setting' } })).toBe(0);
  });
});
