import axios, { type AxiosInstance } from 'axios';

/** Where the admin token lives in the browser (SPEC §6: "stored locally"). */
export const TOKEN_KEY = 'cadmax.adminToken';

/**
 * The API base. In the browser it is same-origin `/api` (or VITE_API_BASE); on the
 * server (route loaders) it is the CMS directly, so SSR never loops through our own proxy.
 */
export function apiBase(): string {
  if (typeof window === 'undefined') {
    const cms = process.env.CMS_INTERNAL_URL ?? `http://127.0.0.1:${process.env.CMS_PORT ?? '1337'}`;
    return `${cms}/api`;
  }
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

/** The one axios instance: base URL plus the bearer token on every call (SPEC §6). */
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
