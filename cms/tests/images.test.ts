/** Images the admin uploads get WebP copies at every responsive width, stored by the upload provider and sent on the wire. */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Blog, BlogArticle, Media, TeamMember } from '../src/lib/wire-types';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, jpeg, png, webp } from './support/fixtures';

let cms: TestCms;
let token: string;

type Saved<T> = { status: boolean; data: T };

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
});
afterAll(() => cms?.stop());

const blogFields = (title: string) => ({
  title,
  short_content: 'A post with a picture.',
  content: '<p>Words around a picture.</p>',
  meta_title: title,
  meta_description: 'A post with a picture.',
  meta_keyword: 'picture',
});

const uploadsDir = () => path.join(cms.tmpDir, 'public', 'uploads');

/** What the CMS serves at a media URL, decoded. */
async function served(url: string) {
  const res = await fetch(`${cms.url}${url}`);
  expect(res.status, url).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { type: res.headers.get('content-type'), bytes: bytes.length, meta: await sharp(bytes).metadata() };
}

const widths = (list: Media['sources']) => list.map((s) => s.width);

it('an uploaded JPEG gets WebP copies at the original and every responsive width, public on the wire', async () => {
  const created = await cms.request<Saved<Blog>>('/blog/create', {
    token,
    form: form(blogFields('A photo from the site'), [['imageUrl', 'site.jpg', await jpeg(1600, 1000), 'image/jpeg']]),
  });
  expect(created.status).toBe(200);
  const image = created.body.data.image!;

  // Strapi's JPEG formats (thumbnail, small, medium, large) plus the original stay the fallback.
  expect(widths(image.sources)).toEqual([245, 480, 768, 1280, 1600]);
  expect(image.sources.every((s) => s.url.endsWith('.jpg'))).toBe(true);
  // The same widths as WebP, the original's size included.
  expect(widths(image.webp)).toEqual(widths(image.sources));
  expect(image.webp.every((s) => /^\/uploads\/webp_[^/]+\.webp$/.test(s.url))).toBe(true);

  for (const [i, source] of image.webp.entries()) {
    const file = await served(source.url);
    expect(file.type).toBe('image/webp');
    expect(file.meta.format).toBe('webp');
    expect(file.meta.width).toBe(source.width);
    // Same picture, same shape: each copy has the height of the JPEG of its width.
    const jpegCopy = await served(image.sources[i]!.url);
    expect(file.meta.height).toBe(jpegCopy.meta.height);
  }

  // A visitor's read answers the same media.
  const article = await cms.request<{ data: BlogArticle }>(`/site/blogs/${created.body.data._id}`);
  expect(article.body.data.image).toEqual(image);
});

it('a PNG keeps its transparency in WebP; a WebP upload needs no copies', async () => {
  const logo = await sharp({
    create: { width: 600, height: 300, channels: 4, background: { r: 20, g: 33, b: 61, alpha: 0 } },
  })
    .png()
    .toBuffer();
  const member = await cms.request<Saved<TeamMember>>('/teams', {
    token,
    form: form({ name: 'Asha Mehta', position: 'Planner' }, [['imageUrl', 'asha.png', logo, 'image/png']]),
  });
  expect(member.status).toBe(200);
  const image = member.body.data.image!;
  expect(widths(image.webp)).toEqual([245, 480, 600]);
  for (const source of image.webp) expect((await served(source.url)).meta.hasAlpha).toBe(true);

  const plain = await cms.request<Saved<Blog>>('/blog/create', {
    token,
    form: form(blogFields('Already WebP'), [['imageUrl', 'plan.webp', await webp(900, 600), 'image/webp']]),
  });
  expect(plain.status).toBe(200);
  expect(plain.body.data.image!.webp).toEqual([]);
  expect(plain.body.data.image!.sources.every((s) => s.url.endsWith('.webp'))).toBe(true);
});

it('removing a file through the media library deletes its WebP copies from the provider', async () => {
  const created = await cms.request<Saved<Blog>>('/blog/create', {
    token,
    form: form(blogFields('Short-lived picture'), [['imageUrl', 'brief.png', await png(1000, 700), 'image/png']]),
  });
  const image = created.body.data.image!;
  const onDisk = () => fs.readdir(uploadsDir());
  for (const source of image.webp) expect(await onDisk()).toContain(path.basename(source.url));

  const upload = cms.strapi.plugin('upload').service('upload');
  const [file] = await cms.strapi.db.query('plugin::upload.file').findMany({ where: { url: image.url } });
  await upload.remove(file);
  const left = await onDisk();
  for (const source of [...image.webp, ...image.sources]) expect(left).not.toContain(path.basename(source.url));
});
