import { adapterRoutes } from './routes/adapter';

/** The API base every adapter path sits under (Strapi's content-API prefix). */
export const API_PREFIX = '/api';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = adapterRoutes.map(
  (r) =>
    new RegExp(
      `^${escape(API_PREFIX)}${r.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
        .join('/')}/?$`,
    ),
);

/** Whether a request path is one of the adapter's, so its errors are answered in the adapter's shape. */
export const isAdapterPath = (path: string): boolean => patterns.some((p) => p.test(path));
