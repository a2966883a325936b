/**
 * The Strapi panel in e2e: its URL, admin tokens and logins. Strapi limits /admin/login to 5 tries per 5 minutes
 * for one email from one address, counting successes too; so each worker logs in through the API once per account,
 * and a test that needs the panel's own screens logs in there as a freshly invited editor where it can.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { runTag } from './fixtures';

export const cmsUrl = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? '1370'}`;
export const BLOGS = '/content-manager/collection-types/api::blog.blog';

const tokens = new Map<string, Promise<string>>();

/** A panel JWT for this account, asked once per worker (Strapi's tokens last longer than the suite). */
function panelToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = (async () => {
      const login = () => request.post(`${cmsUrl}/admin/login`, { data: { email, password } });
      // A kept-alive socket the CMS closed (Node's 5 s idle timeout) just as it was reused resets before the request
      // reaches Strapi, so nothing was counted against the login limit: sent again once, on a new socket.
      const res = await login().catch((err: Error) => {
        if (!/ECONNRESET|socket hang up/.test(err.message)) throw err;
        return login();
      });
      expect(res.status(), 'panel login').toBe(200);
      return ((await res.json()) as { data: { token: string } }).data.token;
    })();
    token.catch(() => tokens.delete(email));
    tokens.set(email, token);
  }
  return token;
}

/** The panel's super admin's token. */
export const superToken = (request: APIRequestContext) =>
  panelToken(request, process.env.CMS_ADMIN_EMAIL!, process.env.CMS_ADMIN_PASSWORD!);

/** Invites an editor the way the README describes: the super admin creates the user, who sets a password. */
async function inviteEditor(request: APIRequestContext, email: string, password: string): Promise<void> {
  const headers = { authorization: `Bearer ${await superToken(request)}` };
  const roles = (await (await request.get(`${cmsUrl}/admin/roles`, { headers })).json()) as {
    data: { id: number; code: string }[];
  };
  const role = roles.data.find((r) => r.code === 'cadmax-content-editor');
  expect(role).toBeTruthy();
  const invited = await request.post(`${cmsUrl}/admin/users`, {
    headers,
    data: { firstname: 'Esha', lastname: 'Editor', email, roles: [role!.id] },
  });
  expect(invited.status()).toBe(201);
  const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
  const registered = await request.post(`${cmsUrl}/admin/register`, {
    data: { registrationToken, userInfo: { firstname: 'Esha', lastname: 'Editor', password } },
  });
  expect(registered.status()).toBe(200);
}

/** Logs in on the panel's own login screen. */
export async function panelLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/auth\/login/);
}

/**
 * A Content editor invited for this test, with an address of its own (its logins count apart from others'), makes a
 * blog of its own and opens it in the panel; answers the blog's document id and its article editor, once the editor
 * shows `shows`, by default the content's text (a first load of an edit screen is slow on a busy machine).
 */
export async function openNewBlogAsEditor(
  page: Page,
  request: APIRequestContext,
  blog: { title: string; short_content: string; content: string; meta_title?: string },
  shows = blog.content.replace(/<[^>]*>/g, ''),
) {
  const email = `editor-${runTag()}@cadmax.test`;
  const password = 'Panel-Editor-Pass-1';
  await inviteEditor(request, email, password);
  await panelLogin(page, email, password);
  const created = await request.post(`${cmsUrl}${BLOGS}`, {
    headers: { authorization: `Bearer ${await panelToken(request, email, password)}` },
    data: blog,
  });
  expect(created.status()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  await page.goto(`${cmsUrl}/admin${BLOGS}/${documentId}`);
  const editor = page.locator('.cadmax-rich-text .ql-editor');
  await expect(editor).toContainText(shows, { timeout: 60_000 });
  return { documentId, editor };
}

/** Presses the edit screen's 'Save' and expects the CMS to store the blog. */
export async function savePanelBlog(page: Page, documentId: string) {
  const saved = page.waitForResponse(
    (res) => res.url().includes(`${BLOGS}/${documentId}`) && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
}

/** Presses the edit screen's 'Publish' and expects the CMS to publish the blog. */
export async function publishPanelBlog(page: Page, documentId: string) {
  const published = page.waitForResponse(
    (res) => res.url().includes(`${BLOGS}/${documentId}/actions/publish`) && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  expect((await published).status()).toBe(200);
}
