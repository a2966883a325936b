import axios from 'axios';
import { data, redirect } from 'react-router';
import { messages, slugPath, type Locale, type SlugType } from '@cadmax/contract';
import { localeOfPath, localePath } from '../i18n/locale-path';
import { envValue } from '@cadmax/contract/env';

/**
 * Runs a CMS call for a loader. A 404 from the CMS becomes a 404 response for the page
 * (the route's error boundary shows the branded 404); anything else propagates as an error.
 */
export async function loadOr404<T>(call: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await call()).data;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) {
      throw data({ message: 'Not found' }, { status: 404 });
    }
    throw error;
  }
}

/**
 * Runs the CMS call of a record's page at a slug (D-14.6): an earlier slug's 301 becomes a 301 to the record's
 * current page (the query kept), a record in the trash a 410 (the route's error boundary shows 'Page removed'), an
 * unknown slug the 404.
 */
export async function loadRecordPage<T>(
  type: SlugType,
  request: Request,
  call: () => Promise<{ data: T }>,
): Promise<T> {
  try {
    return await loadOr404(call);
  } catch (error) {
    if (!axios.isAxiosError(error) || !error.response) throw error;
    const { status, data: body } = error.response;
    const moved = (body as { slug?: unknown } | undefined)?.slug;
    if (status === 301 && typeof moved === 'string') {
      throw redirect(`${localePath(requestLocale(request), slugPath(type, moved))}${new URL(request.url).search}`, 301);
    }
    if (status === 410) throw data({ message: messages.pageRemoved }, { status: 410 });
    throw error;
  }
}

/** D-15: the locale of the page a loader or action serves, from its URL (/hi/... is Hindi). */
export const requestLocale = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

export function siteUrl(): string {
  return envValue('SITE_URL') ?? `http://localhost:${envValue('PORT')}`;
}

/** D-14.3: whether the site counts page views (PAGE_VIEWS), the same in every copy of a page. */
export const pageViewsOn = (): boolean => envValue('PAGE_VIEWS');
