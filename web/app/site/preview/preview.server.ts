import axios from 'axios';
import { data } from 'react-router';
import { UNLISTED_HEADERS } from '../../lib/meta';

/**
 * The signed preview of a draft (D-11.5): a page only the link's holder sees, never cached by a browser or proxy
 * (the web server's HTML cache skips /preview too: server/html-cache.mjs) and never indexed.
 */
export const PREVIEW_HEADERS = UNLISTED_HEADERS;

/** The CMS's preview read: a refused link (403) and an unknown record (404) become that page status, with no draft. */
export async function loadPreview<T>(call: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await call()).data;
  } catch (error) {
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    if (status === 403 || status === 404)
      throw data({ message: 'Preview refused' }, { status, headers: PREVIEW_HEADERS });
    throw error;
  }
}

/** The link's token, as the admin's 'Preview' signed it. */
export const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';
