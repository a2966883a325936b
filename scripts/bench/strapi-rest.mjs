// Strapi's own REST API grants the public role nothing, so /api/blogs answers 403 anonymously. To
// compare like with like, the bench logs in as the panel's super admin (made by the CMS from
// CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD), makes a read-only API token through the panel's own endpoints,
// and sends that token.
import { PANEL_ADMIN_EMAIL, PANEL_ADMIN_PASSWORD, cms } from './stack.mjs';

async function post(path, body, token) {
  const res = await fetch(`${cms}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

export async function readOnlyApiToken() {
  const admin = await post('/admin/login', { email: PANEL_ADMIN_EMAIL, password: PANEL_ADMIN_PASSWORD });
  const token = await post(
    '/admin/api-tokens',
    { name: 'bench', description: 'npm run bench', type: 'read-only', lifespan: null },
    admin.data.token,
  );
  return token.data.accessKey;
}
