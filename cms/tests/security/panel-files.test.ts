/**
 * The media library is no way into private records (docs/security.md, "The panel's own APIs"). Strapi's upload plugin
 * populates a file's morph relation `related` with every column of the linked row, whoever asks, and its
 * `POST /upload` links a file to any record through `ref`/`refId`/`field`; its "upload from URLs" action fetched
 * this machine's own addresses. Each attack of the report is replayed here by the shipped Content editor, and
 * the reads also by the panel's super admin (private columns never leave the CMS, whoever asks).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TYPES, PRIVATE_TYPES } from '../../src/lib/panel-access';
import { bootCms, type TestCms } from '../support/cms';
import { form, png } from '../support/fixtures';
import { inviteEditor, panelCall, superAdminLogin } from '../support/panel';

let cms: TestCms;
let superToken: string;
let editorToken: string;
let passwordHash: string;
const MARKER = 'leak-marker-private';
/** A private record of each type, with the marker in every required text column, by uid. */
const rows: Record<string, number> = {};
let linkedFileId: number;

const privateTypes = () => [
  ...new Set([
    ...PRIVATE_TYPES,
    ...INTERNAL_TYPES,
    ...Object.keys(cms.strapi.contentTypes).filter((uid) => uid.startsWith('admin::')),
  ]),
];

interface Attribute {
  type: string;
  required?: boolean;
  enum?: string[];
}
/** A row that passes the database whatever the type: the marker in each required text column. */
function markedRow(uid: string): Record<string, unknown> {
  const attributes = (cms.strapi.contentTypes as unknown as Record<string, { attributes: Record<string, Attribute> }>)[
    uid
  ].attributes;
  const row: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (!attribute.required && !['string', 'text', 'email'].includes(attribute.type)) continue;
    if (['string', 'text', 'email', 'password'].includes(attribute.type)) row[name] = `${MARKER}-${name}`;
    else if (attribute.type === 'enumeration') row[name] = attribute.enum?.[0];
    else if (attribute.type === 'json') row[name] = { marker: MARKER };
    else if (attribute.type === 'datetime') row[name] = new Date();
    else if (attribute.type === 'boolean') row[name] = false;
    else if (attribute.type === 'integer') row[name] = 0;
  }
  if (uid === 'admin::user') row.email = 'leak-marker@cadmax.test';
  return row;
}

async function uploadAs(token: string, fields: Record<string, string> = {}) {
  return panelCall(cms, '/upload', {
    token,
    form: form(fields, [['files', 'ok.png', await png(), 'image/png']]),
  });
}

const relatedOf = async (fileId: number) =>
  ((await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId }, populate: ['related'] }))
    ?.related ?? []) as { id: number; __type: string }[];

/** What must never be in a panel answer. */
function expectNoLeak(text: string, label: string) {
  expect(text, label).not.toContain(MARKER);
  expect(text, label).not.toContain('password_hash');
  expect(text, label).not.toContain(passwordHash);
}

beforeAll(async () => {
  cms = await bootCms();
  superToken = await superAdminLogin(cms);
  editorToken = await inviteEditor(cms, superToken);
  const admin = await cms.strapi.db.query('api::site-admin.site-admin').findOne({});
  passwordHash = admin.password_hash;
  for (const uid of privateTypes()) {
    if (uid === 'api::site-admin.site-admin') rows[uid] = admin.id;
    else {
      try {
        rows[uid] = (await cms.strapi.db.query(uid as never).create({ data: markedRow(uid) })).id;
      } catch (error) {
        // Some of Strapi's own tables need more than a marked row (admin::permission's conditions): our types may not fail.
        if (!uid.startsWith('admin::')) throw error;
      }
    }
  }
  expect(Object.keys(rows)).toEqual(expect.arrayContaining(['admin::user', 'admin::api-token', 'admin::session']));
  // A file linked to every private record, as a profile photo or a past attack would have left it.
  const uploaded = await uploadAs(superToken);
  expect(uploaded.status, uploaded.text).toBe(201);
  linkedFileId = (uploaded.body as unknown as { id: number }[])[0].id;
  await cms.strapi.db.query('plugin::upload.file').update({
    where: { id: linkedFileId },
    data: {
      related: Object.entries(rows).map(([uid, id]) => ({
        id,
        __type: uid,
        __pivot: { field: uid === 'api::site-admin.site-admin' ? 'profile_image' : 'x' },
      })),
    },
  });
  expect((await relatedOf(linkedFileId)).length).toBe(Object.keys(rows).length);
});
afterAll(() => cms?.stop());

describe('POST /upload links no file to a record (ref/refId/field)', () => {
  it('refuses the link to every private type, for the editor and the super admin alike, and stores nothing', async () => {
    for (const token of [editorToken, superToken]) {
      for (const [uid, id] of Object.entries(rows)) {
        const before = await cms.strapi.db.query('plugin::upload.file').count({});
        const res = await uploadAs(token, { ref: uid, refId: String(id), field: 'x' });
        expect(res.status, `${uid}: ${res.text}`).toBe(400);
        expect(await cms.strapi.db.query('plugin::upload.file').count({})).toBe(before);
      }
    }
  });

  it("does not replace the site admin's profile picture", async () => {
    const res = await uploadAs(editorToken, {
      ref: 'api::site-admin.site-admin',
      refId: String(rows['api::site-admin.site-admin']),
      field: 'profile_image',
    });
    expect(res.status).toBe(400);
    const admin = await cms.strapi.db
      .query('api::site-admin.site-admin')
      .findOne({ where: { id: rows['api::site-admin.site-admin'] }, populate: ['profile_image'] });
    expect(admin.profile_image?.id ?? null).not.toBe(res.body?.id ?? -1);
    // Nor a link to a public record: files are linked by saving the record that uses them.
    const blog = await cms.strapi.db.query('api::blog.blog').create({ data: { title: 'x', short_content: 'x' } });
    expect(
      (await uploadAs(editorToken, { ref: 'api::blog.blog', refId: String(blog.id), field: 'image' })).status,
    ).toBe(400);
    // A plain upload still works.
    expect((await uploadAs(editorToken)).status).toBe(201);
  });
});

describe("a file's links (`related`) are read by no one", () => {
  const reads = () => {
    const paths = [
      `/upload/files?populate=related`,
      `/upload/files?populate=*`,
      `/upload/files?populate[0]=related`,
      `/upload/files?populate[related]=true`,
      `/upload/files?fields[0]=related`,
      `/upload/files?sort=related`,
      `/upload/files?filters[related][id][$eq]=1`,
      `/upload/files?filters[$or][0][related][id][$gt]=0`,
      `/upload/files/${linkedFileId}?populate=related`,
      `/upload/files/${linkedFileId}?populate=*`,
      `/upload/folders?populate[files][populate]=related`,
      `/upload/folders?populate[files][populate]=*`,
      `/upload/folder-structure?populate=*`,
      `/api/upload/files?populate=related`,
      `/api/upload/files/${linkedFileId}?populate=*`,
    ];
    for (const uid of Object.keys(rows)) {
      paths.push(`/upload/files?filters[id][$eq]=${linkedFileId}&populate[related][on][${uid}]=true`);
    }
    return paths;
  };

  it('the editor gets no private record, no 500', async () => {
    for (const path of reads()) {
      const res = await panelCall(cms, path, { token: editorToken });
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      expectNoLeak(res.text, path);
    }
  });

  it("the super admin gets no private column either (the site admin's password hash)", async () => {
    for (const path of reads()) {
      const res = await panelCall(cms, path, { token: superToken });
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      expectNoLeak(res.text, path);
    }
  });

  it('a query on the links is a 400 with a message', async () => {
    const res = await panelCall(cms, '/upload/files?filters[related][id][$eq]=1', { token: editorToken });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/link/i);
  });

  it('the media library still lists the file, without its links', async () => {
    const res = await panelCall(cms, `/upload/files?filters[id][$eq]=${linkedFileId}`, { token: editorToken });
    expect(res.status).toBe(200);
    const results = (res.body as unknown as { results: Record<string, unknown>[] }).results;
    expect(results.map((f) => f.id)).toEqual([linkedFileId]);
    expect(results[0]).not.toHaveProperty('related');
  });
});

describe('upload from URLs (Medium)', () => {
  it('is refused to every panel user, and the CMS fetches nothing', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits += 1;
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      for (const token of [editorToken, superToken]) {
        for (const url of [`http://0.0.0.0:${port}/`, `http://0:${port}/`, `http://127.0.0.1:${port}/`]) {
          const res = await panelCall(cms, '/upload/actions/upload-from-urls', { token, json: { urls: [url] } });
          expect(res.status, res.text).toBe(403);
        }
      }
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });
});

describe('a fresh install (Info)', () => {
  it("has no API token (Strapi's first start makes a Read Only and a Full Access one)", async () => {
    // The one row beforeAll made (a marked record for the links above) is this file's own, not the install's.
    const ours = (token: { id: number }) => token.id === rows['admin::api-token'];
    const stored = (await cms.strapi.db.query('admin::api-token').findMany({})) as { id: number; name: string }[];
    expect(stored.filter((token) => !ours(token))).toEqual([]);
    const listed = await panelCall(cms, '/admin/api-tokens', { token: superToken });
    expect(listed.status).toBe(200);
    expect((listed.body.data as { id: number }[]).filter((token) => !ours(token))).toEqual([]);
  });
});
