/**
 * Every public page's server HTML is valid HTML (the W3C Nu Html Checker, npm's vnu-jar, on the machine's Java):
 * the sitemap's pages (seeded content), a blog and a project made through the admin API, /forget and the 404 page.
 * All pages go to one java call: the JVM's start is the slow part.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { createBlog, createProject, moveToTrash } from '../admin/admin-helpers';
import { adminToken, expect, test, uniqueTag } from '../support/fixtures';

const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Messages about valid CSS the checker does not know yet. */
const CHECKER_CSS_GAPS = [/^CSS: Unrecognized at-rule “@property”/];

test('every public page validates with the W3C Nu Html Checker', async ({ request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const tag = uniqueTag('valid');

  const blogId = await createBlog(request, token, {
    title: `Validity ${tag}`,
    short_content: 'An article made through the admin, checked for valid HTML.',
    // What each of the editor's toolbar buttons stores (web/e2e/admin/blogs.spec.ts), so its page is valid too.
    content: [
      '<h2>Section</h2><h3>Sub</h3><p>Text with <strong>bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s>',
      ' and a <a href="https://example.com" rel="noopener noreferrer" target="_blank">link</a>.</p>',
      '<p><span class="ql-font-serif">Serif</span> <span class="ql-size-large">large</span>',
      ' <span style="color: rgb(230, 0, 0);">red</span> <span style="background-color: rgb(255, 255, 0);">marked</span></p>',
      '<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><p class="ql-indent-1">Indented</p>',
      '<blockquote>Quote</blockquote>',
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    ].join(''),
    meta_keyword: 'validity, html',
  });
  const created = await createProject(request, token, {
    title: `Validity ${tag}`,
    content: 'A project made through the admin.',
    client: 'Check',
    category: 'Check',
    date: '2024-01-01',
    imageOrder: '[]',
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-vnu-'));
  try {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // D-15: every English page, and the first Hindi page of each route (a Hindi copy is its English page's template
    // with the other catalogue: one of each checks them, at half the time of all).
    const hindiRoute = (page: string) => `${page.split('/')[2] ?? ''}:${page.split('/').length}`;
    const hindi = new Map<string, string>();
    for (const page of listed.filter((p) => p === '/hi' || p.startsWith('/hi/')))
      if (!hindi.has(hindiRoute(page))) hindi.set(hindiRoute(page), page);
    const fromSitemap = [...listed.filter((p) => p !== '/hi' && !p.startsWith('/hi/')), ...hindi.values()];
    const pages = [
      ...new Set([
        ...fromSitemap,
        `/blog-details/${blogId}`,
        `/project/${created.slug}`,
        '/forget',
        '/no-such-page',
        '/hi/no-such-page',
      ]),
    ];
    expect(pages.length).toBeGreaterThan(20);
    const files = new Map<string, string>();
    for (const [i, page] of pages.entries()) {
      const res = await request.get(page);
      expect([200, 404], page).toContain(res.status());
      const file = path.join(dir, `page-${i}.html`);
      fs.writeFileSync(file, await res.text());
      files.set(path.basename(file), page);
    }
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...[...files.keys()].map((f) => path.join(dir, f))],
      {
        maxBuffer: 32 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' })); // vnu exits 1 when it finds errors
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      // The checker's CSS parser predates CSS Properties and Values (`@property`, in every current browser), which
      // app.css uses for the grid's non-inherited column variables: a gap of the checker, not an HTML error.
      .filter((m) => !CHECKER_CSS_GAPS.some((gap) => gap.test(m.message)))
      .map(
        (m) =>
          `${files.get(path.basename(m.url)) ?? m.url}:${m.lastLine ?? '?'} ${m.message} [${(m.extract ?? '').trim().slice(0, 80)}]`,
      );
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await moveToTrash(request, token, 'blog', blogId);
    await moveToTrash(request, token, 'project', created._id);
  }
});
