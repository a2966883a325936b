import type { Locale } from '@cadmax/contract';
import type { Listed } from '../../api/endpoints';
import { urlLocale, urlNeeds } from '../components/language-tabs';
import { adminLoader } from './guard';

/**
 * D-15: the clientLoader of an unpaged list in both languages (team members, job openings): `?locale=` picks whose
 * texts the rows show, `?needs=hi` keeps the records with no Hindi version yet.
 */
export const languageListLoader = <T>(read: (locale: Locale) => Promise<{ data: Listed<T>[] }>) =>
  adminLoader(async ({ request }: { request: Request }) => {
    const params = new URL(request.url).searchParams;
    const rows = (await read(urlLocale(params))).data;
    const needs = urlNeeds(params);
    return needs ? rows.filter((row) => !row.locales.includes(needs)) : rows;
  });
