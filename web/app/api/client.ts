import axios, { type AxiosInstance } from 'axios';
// The token and the API base, without axios: the public pages' first view needs them (page views), not axios.
import { apiBase, getToken } from './session';

export { TOKEN_KEY, apiBase, getToken, setToken } from './session';

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
