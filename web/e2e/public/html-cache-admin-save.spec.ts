/**
 * The web server's HTML cache. A second web server with a ten-minute safety net, on the suite's CMS, makes the TTL
 * irrelevant: its pages are replayed until the CMS announces a change of what they show, whether the write went
 * through another web server (the change stream) or through its own /api (the write's answer names it).
 */
import { createBlog, moveToTrash } from '../admin/admin-helpers';
import { adminToken, expect, test, uniqueTag } from '../support/fixtures';
import { webServer } from '../support/web-server';

test('a page is replayed until a write of what it shows, through any web server, and the admin is never cached', async ({
  request,
}) => {
  const site = await webServer(request, { HTML_CACHE_MS: '600000' });
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const tag = uniqueTag('cache');
  const fields = {
    short_content: 'Cache check.',
    content: '<p>Cache check.</p>',
    meta_title: '',
    meta_description: '',
    meta_keyword: '',
  };
  const id = await createBlog(request, token, { ...fields, title: `First ${tag}` });
  const page = async () => {
    const res = await request.get(`${site.url}/blog-details/${id}`);
    expect(res.status()).toBe(200);
    return { cache: res.headers()['x-cache'], html: await res.text() };
  };
  /**
   * A second load replays the first. Other workers' blog writes drop this page too (it lists related articles), so
   * when one lands between the two loads the pair is tried again: a HIT showing `text` is the proof.
   */
  const replayed = (text: string) =>
    expect
      .poll(async () => {
        await page();
        const again = await page();
        return again.cache === 'HIT' && again.html.includes(text);
      })
      .toBe(true);
  try {
    expect(await page()).toMatchObject({ cache: 'MISS', html: expect.stringContaining(`First ${tag}`) });
    await replayed(`First ${tag}`);

    // Saved through another web server: the CMS's change stream drops this one's copy as well.
    const elsewhere = await request.post('/api/blog/update', {
      headers: auth,
      multipart: { ...fields, _id: id, title: `Second ${tag}` },
    });
    expect(elsewhere.status()).toBe(200);
    await expect.poll(async () => (await page()).html).toContain(`Second ${tag}`);
    await replayed(`Second ${tag}`);

    // Saved through this one: the next load renders afresh.
    const here = await request.post(`${site.url}/api/blog/update`, {
      headers: auth,
      multipart: { ...fields, _id: id, title: `Third ${tag}` },
    });
    expect(here.status()).toBe(200);
    expect(await page()).toMatchObject({ cache: 'MISS', html: expect.stringContaining(`Third ${tag}`) });

    // A failed write (no token) leaves the cache alone: a replayed copy is replayed after it too (tried again when
    // another worker's write came in between; a refused write that dropped the copy would fail every try).
    await expect
      .poll(async () => {
        await page();
        if ((await page()).cache !== 'HIT') return false;
        const refused = await request.post(`${site.url}/api/blog/update`, {
          multipart: { ...fields, _id: id, title: 'Refused' },
        });
        expect(refused.status()).toBe(401);
        return (await page()).cache === 'HIT';
      })
      .toBe(true);

    for (const path of ['/admin/login', '/admin/dashboard']) {
      await request.get(`${site.url}${path}`);
      expect((await request.get(`${site.url}${path}`)).headers()['x-cache'], path).toBe('BYPASS');
    }
    await request.get(`${site.url}/about`);
    expect((await request.get(`${site.url}/about`, { headers: auth })).headers()['x-cache']).toBe('BYPASS');
  } finally {
    site.stop();
    await moveToTrash(request, token, 'blog', id);
  }
});
