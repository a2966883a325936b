/**
 * The Strapi panel in e2e: its URL, admin tokens and logins. Strapi limits /admin/login to 5 tries per 5 minutes
 * for one email from one address, counting successes too; so each worker logs in through the API once per account,
 * and a test that needs the panel's own screens logs in there as a freshly invited editor where it can.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const cmsUrl = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? '1370'}`;
export const BLOGS = '/content-manager/collection-types/api::blog.blog';

const tokens = new Map<string, Promise<string>>();

/** A panel JWT for this account, asked once per worker (Strapi's tokens last longer than the suite). */
export function panelToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = (async () => {
      const res = await request.post(`${cmsUrl}/admin/login`, { data: { email, password } });
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
export async function inviteEditor(request: APIRequestContext, email: string, password: string): Promise<void> {
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
