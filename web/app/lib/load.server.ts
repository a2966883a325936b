import axios from 'axios';
import { data } from 'react-router';
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

export function siteUrl(): string {
  return envValue('SITE_URL') ?? `http://localhost:${envValue('PORT')}`;
}

/** D-14.3: whether the site counts page views (PAGE_VIEWS), the same in every copy of a page. */
export const pageViewsOn = (): boolean => envValue('PAGE_VIEWS');
