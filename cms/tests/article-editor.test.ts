/**
 * What the article editors save is what the site shows (R-5.10):
 * - the one-time repair at start of articles saved while Quill 2.0.3 wrote every space as &nbsp; and every video as
 *   a bare link (src/lib/article-repair.ts): spaces and players back, a deliberate non-breaking space kept, the
 *   last-edit time kept (a published article stays 'published'), done once and changing nothing the second time;
 * - POST /blog/image, the editors' image button: the image goes to the media library with the editor's alt text,
 *   with the same checks as every upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlog, Blog } from '@cadmax/contract';
import { repairEditorArticles } from '../src/lib/article-repair';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, png, svg } from './support/fixtures';

let cms: TestCms;
let token: string;

const STORE = { type: 'plugin', name: 'cadmax' } as const;
const DONE_KEY = 'article_repair_v1';

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
});
afterAll(async () => {
  await cms?.stop();
});

async function createBlog(title: string, content: string): Promise<string> {
  const res = await cms.request<{ data: Blog }>('/blog/create', {
    token,
    form: form({ title, short_content: 'Notes from the field.', content }, [
      ['imageUrl', 'cover.png', await png(), 'image/png'],
    ]),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data._id;
}

const blogs = () => cms.strapi.db.getConnection('blogs');
const rowsOf = async (documentId: string) =>
  (await blogs().select('id', 'content', 'updated_at').where('document_id', documentId).orderBy('id')) as {
    id: number;
    content: string;
    updated_at: unknown;
  }[];

describe('the repair of articles the old editors saved', () => {
  const NBSP = '\u00a0';
  const damaged =
    `<p>Industrial${NBSP}parks${NBSP}near${NBSP}Jaipur:${NBSP}${NBSP}two${NBSP}spaces</p>` +
    '<a href="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0">https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0</a>' +
    '<p><a href="https://jda.rajasthan.gov.in/">JDA</a></p>';
  const repaired =
    `<p>Industrial parks near Jaipur: ${NBSP}two spaces</p>` +
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>' +
    '<p><a href="https://jda.rajasthan.gov.in/">JDA</a></p>';
  const deliberate = `<p>The site is 10${NBSP}km from the city, on the ring road.</p>`;
  let broken: string;
  let fine: string;

  beforeAll(async () => {
    broken = await createBlog('Industrial parks', '<p>placeholder</p>');
    fine = await createBlog('Ring road site', deliberate);
    // As the old editors stored it: every version of the record (draft and published).
    await blogs().where('document_id', broken).update({ content: damaged });
  });

  it('ran at start (its record is in the store)', async () => {
    expect(await cms.strapi.store(STORE).get({ key: DONE_KEY })).toMatchObject({ changed: 0 });
  });

  it('gives back ordinary spaces and video players, keeps deliberate non-breaking spaces and the edit time', async () => {
    const before = await rowsOf(broken);
    await cms.strapi.store(STORE).delete({ key: DONE_KEY });
    expect(await repairEditorArticles(cms.strapi)).toBe(before.length);
    const after = await rowsOf(broken);
    expect(after.map((r) => r.content)).toEqual(before.map(() => repaired));
    expect(after.map((r) => String(r.updated_at))).toEqual(before.map((r) => String(r.updated_at)));
    expect((await rowsOf(fine)).map((r) => r.content)).toEqual([deliberate, deliberate]);

    const admin = await cms.request<{ data: AdminBlog }>(`/blog/admin-get/${broken}`, { token });
    expect(admin.body.data.state).toBe('published');
    const article = await cms.request<{ data: Blog }>(`/blog/get/${broken}`);
    expect(article.body.data.content).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"');
    expect(article.body.data.content).toContain('Industrial parks near Jaipur');
  });

  it('is done once, and a second run would change nothing', async () => {
    expect(await repairEditorArticles(cms.strapi)).toBe(0);
    await cms.strapi.store(STORE).delete({ key: DONE_KEY });
    expect(await repairEditorArticles(cms.strapi)).toBe(0);
    expect((await rowsOf(broken)).map((r) => r.content)).toEqual([repaired, repaired]);
  });
});

describe('POST /blog/image (the editors’ image button)', () => {
  const upload = (fields: Record<string, string>, files: Parameters<typeof form>[1], auth = true) =>
    cms.request<{ status: boolean; message: string; data?: { url: string; alt: string } }>('/blog/image', {
      ...(auth && { token }),
      form: form(fields, files),
    });

  it('stores the image in the media library with its alt text and answers its URL', async () => {
    const res = await upload({ alt: 'A stepwell at dusk' }, [['image', 'stepwell.png', await png(), 'image/png']]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data?.url).toMatch(/^\/uploads\/stepwell_[\w]+\.png$/);
    expect(res.body.data?.alt).toBe('A stepwell at dusk');
    const file = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url: res.body.data?.url } })) as {
      alternativeText: string;
      mime: string;
    } | null;
    expect([file?.alternativeText, file?.mime]).toEqual(['A stepwell at dusk', 'image/png']);
  });

  it('refuses no alt text, no image, a non-image and a caller without the admin’s token', async () => {
    const image: Parameters<typeof form>[1] = [['image', 'a.png', await png(), 'image/png']];
    const noAlt = await upload({ alt: ' ' }, image);
    expect([noAlt.status, noAlt.body.message]).toEqual([400, 'Alternative text is required.']);
    const noImage = await upload({ alt: 'Nothing' }, []);
    expect([noImage.status, noImage.body.message]).toEqual([400, 'Send one image under "image".']);
    const notAnImage = await upload({ alt: 'Vector' }, [['image', 'logo.png', svg, 'image/png']]);
    expect([notAnImage.status, notAnImage.body.message]).toEqual([400, 'Images must be JPEG, PNG or WebP.']);
    expect((await upload({ alt: 'Anyone' }, image, false)).status).toBe(401);
  });
});
