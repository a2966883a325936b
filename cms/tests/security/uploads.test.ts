/**
 * Uploads can only ever be what their bytes are.
 * - Polyglots (an image signature followed by HTML or script, named .html/.js) are refused, and a real
 *   image under a wrong name is stored with the extension and type of its bytes, by every way in.
 * - /uploads answers carry a sandbox CSP and nosniff; anything not an image is a download.
 * - A resume is downloaded under a generated name; a DOCX must list word/document.xml in its zip directory.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_DAMAGED, IMAGE_TYPES_ONLY } from '../../src/lib/uploads';
import type { TestCms } from '../support/cms';
import { bootSignedIn } from '../support/boot';
import { docx, form, jpeg, pdf, png, webp, zip } from '../support/fixtures';
import { TEAM } from '../support/uids';

const FILES = 'plugin::upload.file';
let cms: TestCms;
let token: string;

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn({ openings: true }));
});
afterAll(() => cms?.stop());

const uploadsDir = () => path.join(cms.tmpDir, 'public', 'uploads');
const storedNames = async () => (await fs.readdir(uploadsDir())).sort();
const addMember = (name: string, file: [string, Buffer, string]) =>
  cms.request<{ data?: { imageUrl: string | null } }>('/teams', {
    token,
    form: form({ name, position: 'Architect' }, [['imageUrl', ...file]]),
  });

const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('polyglot and corrupt images', () => {
  it.each<[string, () => Promise<Buffer>, string, string]>([
    // file-type reads a PNG's first chunk: a PNG signature followed by anything else is no PNG at all.
    ['PNG signature + HTML, named x.html', async () => Buffer.concat([pngSignature, html]), 'x.html', IMAGE_TYPES_ONLY],
    [
      'RIFF....WEBP + script, named x.js',
      async () =>
        Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBP', 'latin1'), Buffer.from('alert(document.domain)//')]),
      'x.js',
      IMAGE_DAMAGED,
    ],
    [
      'JPEG signature + HTML, named x.svg',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
      'x.svg',
      IMAGE_DAMAGED,
    ],
    ['a truncated PNG', async () => (await png(200, 200)).subarray(0, 300), 't.png', IMAGE_DAMAGED],
    [
      'a PNG with its pixel data overwritten',
      async () => {
        const bytes = Buffer.from(await png(120, 90));
        bytes.fill(0x41, 60, bytes.length - 20);
        return bytes;
      },
      'c.png',
      IMAGE_DAMAGED,
    ],
  ])('%s: 400, nothing stored', async (_name, bytes, filename, message) => {
    const [members, files, names] = [await cms.count(TEAM), await cms.count(FILES), await storedNames()];
    const res = await addMember('Polyglot', [filename, await bytes(), 'image/png']);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({ status: false, message });
    expect([await cms.count(TEAM), await cms.count(FILES), await storedNames()]).toEqual([members, files, names]);
  });

  it.each<[string, () => Promise<Buffer>, string, string]>([
    ['a real PNG named x.html', () => png(), 'x.html', 'image/png'],
    ['a real WebP named x.js', () => webp(), 'x.js', 'image/webp'],
    ['a real JPEG named x.jpeg', () => jpeg(), 'x.jpeg', 'image/jpeg'],
  ])('%s is stored and served as the image it is', async (_name, bytes, filename, mime) => {
    const res = await addMember('Real image', [filename, await bytes(), 'text/html']);
    expect(res.status, res.text).toBe(200);
    const url = res.body.data?.imageUrl as string;
    const ext = { 'image/png': '.png', 'image/webp': '.webp', 'image/jpeg': '.jpeg' }[mime];
    expect(path.extname(new URL(url, cms.url).pathname)).toBe(ext);
    for (const name of await storedNames()) expect(name).not.toMatch(/\.(html|js)$/);
    const served = await fetch(new URL(url, cms.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
  });

  it("the upload plugin's own service (the panel, /api/upload) applies the same rule", async () => {
    const upload = cms.strapi.plugin('upload').service('upload');
    const polyglot = path.join(cms.tmpDir, 'polyglot.html');
    await fs.writeFile(polyglot, Buffer.concat([pngSignature, html]));
    const size = (await fs.stat(polyglot)).size;
    const files = await cms.count(FILES);
    await expect(
      upload.upload({
        data: { fileInfo: {} },
        files: { filepath: polyglot, originalFilename: 'x.html', mimetype: 'image/png', size },
      }),
    ).rejects.toMatchObject({
      name: 'ApplicationError',
      message: IMAGE_TYPES_ONLY,
    });
    expect(await cms.count(FILES)).toBe(files);

    const real = path.join(cms.tmpDir, 'real.html');
    await fs.writeFile(real, await png());
    const [stored] = await upload.upload({
      data: { fileInfo: {} },
      files: { filepath: real, originalFilename: 'x.html', mimetype: 'text/html', size: (await fs.stat(real)).size },
    });
    expect(stored).toMatchObject({ ext: '.png', mime: 'image/png' });
    expect(stored.url).toMatch(/\.png$/);
  });

  it('/api/upload is closed to anonymous callers', async () => {
    const res = await fetch(`${cms.url}/api/upload`, {
      method: 'POST',
      body: form({}, [['files', 'x.png', await png(), 'image/png']]),
    });
    expect([401, 403]).toContain(res.status);
  });

  it('a file that is not an image under /uploads is a sandboxed download', async () => {
    await fs.writeFile(path.join(uploadsDir(), 'planted.html'), html);
    const res = await fetch(`${cms.url}/uploads/planted.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('attachment');
  });
});

describe('resumes', () => {
  type Application = { _id: string; name: string };
  const apply = (name: string, file: [string, Buffer, string]) =>
    cms.request('/job-add', {
      form: form({ name, email: 'r@example.in', phone_number: '9876543210', position: 'Architect', city: 'Jaipur' }, [
        ['resume', ...file],
      ]),
    });

  it("is downloaded under a generated name with the extension of its bytes, never the applicant's", async () => {
    expect((await apply('Ravi Kumar Sharma', ['Resume.pdf.hta', pdf, 'application/hta'])).status).toBe(200);
    const list = await cms.request<{ contactget: Application[] }>('/job-get', { token });
    const { _id } = list.body.contactget.find((a) => a.name === 'Ravi Kumar Sharma') as Application;
    const res = await fetch(`${cms.url}/api/job-resume/${_id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="resume-ravi-kumar-sharma-${_id}.pdf"`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it.each<[string, Buffer]>([
    ['a zip naming the parts only in its content', zip({ 'notes.txt': '[Content_Types].xml word/document.xml' })],
    [
      'a zip with [Content_Types].xml and word/ but no word/document.xml',
      zip({ '[Content_Types].xml': '<Types/>', 'word/other.xml': '<x/>' }),
    ],
    ['a zip whose directory is cut off', docx.subarray(0, docx.length - 10)],
  ])('a DOCX check refuses %s', async (_name, bytes) => {
    const res = await apply('Zip Sender', [
      'cv.docx',
      bytes,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'The resume must be a PDF, DOC or DOCX file.' });
  });

  it('a real DOCX is accepted', async () => {
    expect((await apply('Docx Sender', ['cv.docx', docx, 'application/octet-stream'])).status).toBe(200);
  });
});
