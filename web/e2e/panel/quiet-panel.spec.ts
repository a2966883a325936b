/**
 * The Strapi panel for a non-technical editor. It does not call home (no release check against
 * api.github.com), shows no "new Media Library" banner and no Marketplace, lists only the roles in use, and its
 * Preview opens the site's signed preview of the draft.
 */
import { expect, test } from '@playwright/test';
import { runTag } from '../support/fixtures';
import { BLOGS, cmsUrl, panelLogin, superToken } from '../support/panel';

// The panel is a desktop tool, and the checks are the same on any screen.
test.skip(({ isMobile }) => isMobile, 'the panel is a desktop tool');

test('the panel makes no call home and shows no banner or Marketplace', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (req) => {
    const { hostname } = new URL(req.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') outside.push(req.url());
  });
  await panelLogin(page, process.env.CMS_ADMIN_EMAIL!, process.env.CMS_ADMIN_PASSWORD!);
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: /Content Manager/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marketplace' })).toHaveCount(0);
  await expect(page.getByText(/Introducing the new Media Library/)).toHaveCount(0);
  await page.goto(`${cmsUrl}/admin/content-manager`);
  await expect(page.getByText(/Introducing the new Media Library/)).toHaveCount(0);
  await page.goto(`${cmsUrl}/admin/settings/roles`);
  await expect(page.getByRole('gridcell', { name: 'Content editor', exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Author', exact: true })).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: 'Editor', exact: true })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(outside.filter((url) => url.includes('api.github.com'))).toEqual([]);
  expect(outside).toEqual([]);
});

test("the panel's roles are the super admin's and the Content editor, and nobody holds the Marketplace", async ({
  request,
}) => {
  const headers = { authorization: `Bearer ${await superToken(request)}` };
  const roles = (await (await request.get(`${cmsUrl}/admin/roles`, { headers })).json()) as {
    data: { code: string }[];
  };
  expect(roles.data.map((r) => r.code).sort()).toEqual(['cadmax-content-editor', 'strapi-super-admin']);
  const mine = (await (await request.get(`${cmsUrl}/admin/users/me/permissions`, { headers })).json()) as {
    data: { action: string }[];
  };
  expect(mine.data.length).toBeGreaterThan(0);
  expect(mine.data.map((p) => p.action)).not.toContain('admin::marketplace.read');
});

test("the panel's Preview opens the site's signed preview of the draft", async ({ page, request, baseURL }) => {
  const headers = { authorization: `Bearer ${await superToken(request)}` };
  const title = `Panel preview ${runTag()}`;
  const created = await request.post(`${cmsUrl}${BLOGS}`, {
    headers,
    data: { title, short_content: 'Seen through the panel preview', content: '<p>Only a draft.</p>' },
  });
  expect(created.status()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

  const answer = await request.get(
    `${cmsUrl}/content-manager/preview/url/api::blog.blog?documentId=${documentId}&status=draft`,
    { headers },
  );
  expect(answer.status()).toBe(200);
  const { url } = ((await answer.json()) as { data: { url: string } }).data;
  expect(url.startsWith(`${baseURL}/preview/blog/${documentId}?token=`)).toBe(true);

  // The draft opens on the site through that link (and never on its public page).
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const forged = await request.get(`${baseURL}/preview/blog/${documentId}?token=${'x'.repeat(20)}`);
  expect(forged.status()).toBe(403);

  // The content manager shows it in a frame of the panel: the site lets the panel's origin frame a preview, and
  // nothing else (its home page is refused).
  await page.goto(`${cmsUrl}/admin/auth/login`);
  const frameOf = (src: string, title: string) =>
    page.evaluate(
      ([src, title]) => {
        const frame = document.createElement('iframe');
        Object.assign(frame, { src, title });
        document.body.append(frame);
      },
      [src, title] as const,
    );
  await frameOf(url, 'Preview');
  await expect(page.frameLocator('iframe[title="Preview"]').getByRole('heading', { level: 1 })).toHaveText(title);
  const refused = page.waitForEvent('console', (msg) => /frame-ancestors/.test(msg.text()));
  await frameOf(`${baseURL}/`, 'Home');
  expect((await refused).text()).toContain(`${baseURL}/`);

  // A type without a page of its own has no Preview.
  const none = await request.get(
    `${cmsUrl}/content-manager/preview/url/api::team-member.team-member?documentId=${documentId}&status=draft`,
    { headers },
  );
  expect(none.status()).toBe(204);
});
