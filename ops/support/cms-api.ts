/** Calls to a running CMS's site API (/api), as the admin and the site's forms make them. */

export interface ApiInit {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** The site admin's token (adminToken). */
  token?: string;
}

/** GET `base`/api`route`, or POST when there is a body. */
export function api(base: string, route: string, init: ApiInit = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  return fetch(`${base}/api${route}`, { method: body ? 'POST' : 'GET', headers, body });
}

/** The admin's list of the enquiries (`contact`) or the job applications (`job`) the CMS at `base` holds. */
export async function submissions<T>(base: string, token: string, kind: 'contact' | 'job'): Promise<T[]> {
  const res = await api(base, `/${kind}-get`, { token });
  if (res.status !== 200) throw new Error(`/api/${kind}-get answered ${res.status}: ${await res.text()}`);
  // The spec names the list `contactget` on both endpoints.
  return ((await res.json()) as { contactget: T[] }).contactget;
}

/** Adds a current job opening titled `title` (POST /jobadd): an application must name one. */
export async function addOpening(base: string, token: string, title: string): Promise<void> {
  const res = await api(base, '/jobadd', { token, json: { title, location: 'Jaipur', about: 'Plans and surveys.' } });
  if (res.status !== 200) throw new Error(`/api/jobadd answered ${res.status}: ${await res.text()}`);
}
