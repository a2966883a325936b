import axios, { type AxiosInstance } from 'axios';

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

let instance: AxiosInstance | null = null;

/** The one axios instance: base URL plus the bearer token on every call. */
export function http(): AxiosInstance {
  if (instance) return instance;
  instance = axios.create({ baseURL: apiBase(), timeout: 30_000 });
  instance.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  return instance;
}

/** The server's `message` from a failed call, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (axios.isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  }
  return undefined;
}
