/**
 * What an acceptance run found in the admin: the tables fit (rows as cards on a phone, nothing pinned over another
 * column), the activity list does not link to a deleted record, and a renamed project's gallery describes itself by its
 * new title.
 */
import { applicationFrom, enquiryFrom, postApplication, postEnquiry } from '../support/public-forms';
import {
  auth,
  createBlog,
  createProject,
  expect,
  type Field,
  moveToTrash,
  openAs,
  png,
  runTag,
  test,
} from './admin-helpers';

const LONG_WORDS = 'https://cadmax.example/a-very-long-address-pasted-into-the-message-without-spaces-at-all';

test.describe('the admin tables', () => {
  test.beforeAll(async ({ request }) => {
    // One row in each list, with a long unbroken word where a person may paste one.
    const tag = runTag();
    const name = `Table fit ${tag}`;
    await postEnquiry(request, enquiryFrom(name, { message: `Please call back about our plot. ${LONG_WORDS}` }));
    await postApplication(request, applicationFrom(name, { position: 'Urban Planner' }));
    const subscriber = await request.post('/api/subscribe/subscribe-add', {
      data: { email: `table.${tag}@example.in`, consent: 'on' },
    });
    expect(subscriber.ok()).toBeTruthy();
  });

  for (const path of ['/admin/contact-list', '/admin/career-user-list', '/admin/job-list', '/admin/subscribers']) {
    test(`${path} scrolls no table sideways, and no cell lies under another`, async ({ page, token }, info) => {
      await openAs(page, token, path);
      const wrap = page.locator('.adm-table-wrap').first();
      await expect(wrap.locator('tbody tr').first()).toBeVisible();
      const fit = await wrap.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
      console.log(`${info.project.name} ${path}: table ${fit.scroll} px in a ${fit.client} px box`);
      expect(fit.scroll).toBeLessThanOrEqual(fit.client);
      await expect(page.getByText('Scroll sideways to see every column.')).toHaveCount(0);
      // No cell covers another one of its row (the pinned buttons over the Offers or Name text).
      const overlaps = await wrap
        .locator('tbody tr')
        .first()
        .evaluate((row) => {
          const cells = [...row.children].map((c) => c.getBoundingClientRect());
          const hits: string[] = [];
          cells.forEach((a, i) =>
            cells.slice(i + 1).forEach((b, j) => {
              const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
              const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
              if (x > 1 && y > 1) hits.push(`${i}/${i + j + 1}`);
            }),
          );
          return hits;
        });
      expect(overlaps).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      if (page.viewportSize()!.width < 700) {
        // A phone shows each row as a card: its cells stacked, each named after its column.
        const first = wrap.locator('tbody tr').first().locator('td').nth(1);
        expect(await first.evaluate((td) => getComputedStyle(td, '::before').content)).not.toBe('none');
      }
    });
  }
});

test('the activity list does not link to a blog that is no longer there', async ({ page, request, token, tag }) => {
  const title = `Gone ${tag}`;
  const id = await createBlog(request, token, { title, short_content: 'Made and deleted.', content: '<p>x</p>' });
  expect((await moveToTrash(request, token, 'blog', id)).ok()).toBeTruthy();

  await openAs(page, token, '/admin/activity?type=blog');
  const createdRow = page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Created' });
  await expect(createdRow).toBeVisible();
  await expect(createdRow.getByRole('link', { name: title })).toHaveCount(0);
  await expect(createdRow).toContainText('(deleted)');
});

test("a renamed project's gallery alt texts name it by its new title", async ({ page, request, token, tag }) => {
  const fields = { content: 'Renamed in the admin.', client: 'Check', category: 'Check', date: '2024-01-01' };
  const { _id } = await createProject(request, token, {
    ...fields,
    title: `Old name ${tag}`,
    images: await png('#2a6f97', `one${tag}.png`),
  });
  // A second image in an update, then the new title in another.
  const updates: Record<string, Field>[] = [
    { title: `Old name ${tag}`, images: await png('#6a994e', `two${tag}.png`) },
    { title: `New name ${tag}` },
  ];
  for (const update of updates) {
    const res = await request.post('/api/project/update', {
      headers: auth(token),
      multipart: { _id, ...fields, ...update },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  try {
    await expect(async () => {
      await page.goto(`/project/old-name-${tag.toLowerCase()}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`New name ${tag}`);
      const alts = await page.locator('.gallery img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
      expect(alts.length).toBeGreaterThan(0);
      for (const alt of alts) {
        expect(alt).toContain(`New name ${tag}`);
        expect(alt).not.toContain('Old name');
      }
    }).toPass({ timeout: 15_000 });
  } finally {
    await moveToTrash(request, token, 'project', _id);
  }
});
