/**
 * Calls to the Strapi panel's own API (/admin/*, /content-manager/*, /upload/*, not the site's /api), and a
 * panel user invited the way the README says: the super admin creates the user with a role, who then sets a
 * password from the registration link.
 */
import { EDITOR_ROLE_CODE } from '../../src/lib/panel-access';
import { PANEL_ADMIN_EMAIL, PANEL_ADMIN_PASSWORD, type TestCms } from './cms';

/** The content manager's collection types: `${CM}/<uid>` is where the panel reads and writes a type's records. */
export const CM = '/content-manager/collection-types';

export interface PanelAnswer {
  status: number;
  body: { data?: unknown; error?: { message?: string } } & Record<string, unknown>;
  text: string;
}

export interface PanelOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
}

export async function panelCall(cms: TestCms, path: string, options: PanelOptions = {}): Promise<PanelAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const hasBody = options.json !== undefined || options.form !== undefined;
  const res = await fetch(`${cms.url}${path}`, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await res.text();
  let body: PanelAnswer['body'] = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text is there.
  }
  return { status: res.status, body, text };
}

export async function panelLogin(cms: TestCms, email: string, password: string): Promise<string> {
  const res = await panelCall(cms, '/admin/login', { json: { email, password } });
  const token = (res.body.data as { token?: string } | undefined)?.token;
  if (res.status !== 200 || !token) throw new Error(`panel login failed: ${res.status} ${res.text}`);
  return token;
}

export const superAdminLogin = (cms: TestCms) => panelLogin(cms, PANEL_ADMIN_EMAIL, PANEL_ADMIN_PASSWORD);

/** Invites a user with the shipped Content editor role and returns their panel token. */
export async function inviteEditor(
  cms: TestCms,
  superToken: string,
  email = 'editor@cadmax.test',
  password = 'Editor-Password-1',
): Promise<string> {
  const role = await cms.strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE_CODE } });
  const invited = await panelCall(cms, '/admin/users', {
    token: superToken,
    json: { firstname: 'Esha', lastname: 'Editor', email, roles: [role.id] },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${invited.text}`);
  const registrationToken = (invited.body.data as { registrationToken: string }).registrationToken;
  const registered = await panelCall(cms, '/admin/register', {
    json: { registrationToken, userInfo: { firstname: 'Esha', lastname: 'Editor', password } },
  });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.status} ${registered.text}`);
  return panelLogin(cms, email, password);
}
