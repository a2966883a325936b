import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, localeOf, type Locale } from '@cadmax/contract';
import { Link, useSearchParams } from 'react-router';

/** The language an admin screen of a record works in (D-15): `?locale=`, English when absent or unknown. */
export const urlLocale = (params: URLSearchParams): Locale => localeOf(params.get('locale'));

/** The language of the record screen on view (its tab). */
export const useUrlLocale = (): Locale => urlLocale(useSearchParams()[0]);

/** A record's languages, one link each (`?locale=`, the screen's other parameters dropped): the current one marked. */
export function LanguageTabs({ current }: { current: Locale }) {
  return (
    <nav aria-label="Language" className="adm-tabs__list adm-lang-tabs">
      {LOCALES.map((locale) => (
        <Link
          key={locale}
          to={locale === DEFAULT_LOCALE ? '?' : `?locale=${locale}`}
          aria-current={locale === current ? 'page' : undefined}
          replace
        >
          {LOCALE_NAMES[locale]}
        </Link>
      ))}
    </nav>
  );
}
