/**
 * The admin's token in this browser and the API base: what every screen needs, the public pages' first view
 * included (page views), without the HTTP client that only the admin and the forms load (client.ts).
 */

/** Where the admin token lives in the browser (R-2.21: "stores the token locally"). */
export const TOKEN_KEY = 'cadmax.adminToken';

/**
 * The API base in the browser: same-origin `/api` (or VITE_API_BASE). On the server the route
 * loaders' calls go to the CMS directly instead (`sendToCms` in cms.server.ts, installed by
 * entry.server.tsx).
 */
export function apiBase(): string {
  return import.meta.env.VITE_API_BASE ?? '/api';
}

export function getToken(): string | null {
  if (typeof window === 'undefined') return null;
  return window.localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string | null): void {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  else window.localStorage.removeItem(TOKEN_KEY);
}
