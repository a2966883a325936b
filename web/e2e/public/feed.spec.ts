/**
 * D-14.1: /rss.xml, as a feed reader finds and reads it. Chromium's own XML parser reads the document (a
 * malformed feed is a `parsererror`), every public page's head points to it, and an article shows there as typed,
 * with its image, the moment it is published, and leaves it with its delete.
 */
import type { Page } from '@playwright/test';
import { auth, createBlog, moveToTrash, png } from '../admin/admin-helpers';
import { adminToken, expect, expect404, test, uniqueTag } from '../support/fixtures';

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
  image: string | null;
}

/** The feed read by the browser: its channel's fields, its items, or the parser's complaint. */
async function readFeed(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/rss.xml');
    const doc = new DOMParser().parseFromString(await res.text(), 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const text = (parent: Element | Document, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? '';
    const channel = doc.getElementsByTagName('channel')[0]!;
    const items = [...doc.getElementsByTagName('item')].map((item) => ({
      title: text(item, 'title'),
      link: text(item, 'link'),
      guid: text(item, 'guid'),
      pubDate: text(item, 'pubDate'),
      description: text(item, 'description'),
      image: item.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'content')[0]?.getAttribute('url') ?? null,
    }));
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      error,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      channel: {
        title: text(channel, 'title'),
        link: text(channel, 'link'),
        description: text(channel, 'description'),
        self: channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
      },
      items: items as FeedItem[],
    };
  });
}

test('an article shows in the feed as typed, with its image, and leaves it when deleted', async ({ page, request }) => {
  const token = await adminToken(request);
  const title = `Jal Mahal & the “lake” <restored> जल महल ${uniqueTag('feed')}`;
  const summary = 'Stone, water & 250 years: what the lake keeps <in> it.';
  const id = await createBlog(request, token, {
    title,
    short_content: summary,
    content: '<p>The palace in the lake.</p>',
    imageUrl: await png('#2266aa', 'jal-mahal.png'),
  });
  const draftTitle = `Draft only ${uniqueTag('feed')}`;
  const draftId = await createBlog(request, token, {
    title: draftTitle,
    short_content: 'Not yet.',
    content: '<p>Not yet.</p>',
    status: 'draft',
  });

  try {
    await page.goto('/blog');
    const feed = await readFeed(page);
    expect(feed).toMatchObject({ status: 200, error: null, root: 'rss', version: '2.0' });
    expect(feed.type).toBe('application/rss+xml; charset=utf-8');
    expect(feed.channel.title).toMatch(/^Blog \| /);
    expect(new URL(feed.channel.link).pathname).toBe('/blog');
    expect(feed.channel.description).not.toBe('');
    expect(new URL(feed.channel.self!).pathname).toBe('/rss.xml');

    // Newest first (other workers may publish one meanwhile), and the article just published exactly as typed.
    const dates = feed.items.map((i) => Date.parse(i.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = feed.items.find((i) => i.title === title);
    expect(first).toMatchObject({ title, description: summary });
    expect(new URL(first!.link).pathname).toBe(`/blog-details/${id}`);
    expect(first!.guid).toBe(first!.link);
    expect(Math.abs(Date.parse(first!.pubDate) - Date.now())).toBeLessThan(10 * 60_000);
    expect(feed.items.map((i) => i.title)).not.toContain(draftTitle);
    expect(feed.items.length).toBeLessThanOrEqual(20);
    // Its cover is named with its full address, and served.
    const image = await request.get(new URL(first!.image!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    // The link opens the article.
    await page.goto(new URL(first!.link).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Deleted: gone from the feed at once.
    expect((await moveToTrash(request, token, 'blog', id)).status()).toBe(200);
    expect((await readFeed(page)).items.map((i) => i.title)).not.toContain(title);
  } finally {
    await moveToTrash(request, token, 'blog', draftId);
    await moveToTrash(request, token, 'blog', id);
  }
});

test('a control character in a title or summary is refused on write, and the feed stays valid XML', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const ids: string[] = [];
  try {
    for (const [title, summary, field] of [
      [`Bell\u0007 ${uniqueTag('feed')}`, 'Fine.', 'Title'],
      [`Escape ${uniqueTag('feed')}`, 'Red \u001b[31m text', 'Short content'],
    ] as const) {
      const res = await request.post('/api/blog/create', {
        headers: auth(token),
        multipart: { title, short_content: summary, content: '<p>Text.</p>', imageUrl: await png('#2266aa', 'c.png') },
      });
      if (res.status() === 200) ids.push(((await res.json()) as { data: { _id: string } }).data._id);
      expect(res.status()).toBe(400);
      // The contract's fieldMessages.textControlChars (the e2e project reads no workspace module's values).
      expect(((await res.json()) as { message: string }).message).toMatch(
        new RegExp(`^${field} contains a control character`),
      );
    }
    await page.goto('/blog');
    expect((await readFeed(page)).error).toBeNull();
  } finally {
    for (const id of ids) await moveToTrash(request, token, 'blog', id);
  }
});

test('every public page names the feed in its head', async ({ page }) => {
  expect404(); // the last page is the 404 page
  for (const path of ['/', '/about', '/blog', '/project', '/contact', '/career', '/forget', '/no-such-page']) {
    await page.goto(path);
    const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(link, path).toHaveCount(1);
    await expect(link, path).toHaveAttribute('href', '/rss.xml');
  }
});
