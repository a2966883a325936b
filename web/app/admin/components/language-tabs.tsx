import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, OTHER_LOCALES, localeOf, type Locale } from '@cadmax/contract';
import { Link, useSearchParams } from 'react-router';
import type { FilterSpec } from '../lib/paged-list';
import { FilterSelect } from './filter-select';
import type { ListFilter } from './list-toolbar';

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

/**
 * D-15: the lists' translation filter, 'Needs Hindi' (`?needs=hi`): the records with no version in a language besides
 * English yet. Their rows and cards say so. ('Translation', not 'Language': the language tabs beside it are that.)
 */
export const LANGUAGE_FILTERS: FilterSpec = { needs: OTHER_LOCALES };
const needsLabel = (locale: Locale) => `Needs ${LOCALE_NAMES[locale]}`;
export const LANGUAGE_FILTER: ListFilter = {
  key: 'needs',
  label: 'Translation',
  options: OTHER_LOCALES.map((locale) => ({ value: locale, label: needsLabel(locale) })),
};

/** `?needs=` of an unpaged list: a language besides English, else none. */
export const urlNeeds = (params: URLSearchParams): Locale | undefined =>
  OTHER_LOCALES.find((locale) => locale === params.get('needs'));

/** A record's 'Needs Hindi' marks: one for each language it has no version in. */
export function NeedsMarks({ locales }: { locales: readonly Locale[] }) {
  return OTHER_LOCALES.filter((locale) => !locales.includes(locale)).map((locale) => (
    <span key={locale} className="adm-needs">
      {needsLabel(locale)}
    </span>
  ));
}

/**
 * An unpaged list's languages (team members, job openings): the tabs, whose texts the rows show, and the 'Needs
 * Hindi' filter, both kept in the URL.
 */
export function LanguageToolbar() {
  const [params, setParams] = useSearchParams();
  return (
    <div className="adm-toolbar">
      <LanguageTabs current={urlLocale(params)} />
      <FilterSelect
        label={LANGUAGE_FILTER.label}
        value={urlNeeds(params) ?? ''}
        options={LANGUAGE_FILTER.options}
        onChange={(value) =>
          setParams(
            (next) => {
              if (value) next.set('needs', value);
              else next.delete('needs');
              return next;
            },
            { replace: true },
          )
        }
      />
    </div>
  );
}

/**
 * What another language's tab saves, whether the record has that version yet, and (`shared`) where the rest of the
 * record is edited.
 */
export function TranslationNotice({
  noun,
  locale,
  exists,
  shared,
}: {
  noun: string;
  locale: Locale;
  exists: boolean;
  shared: string;
}) {
  const language = LOCALE_NAMES[locale];
  return (
    <div className="adm-notice adm-notice--translation" role="status">
      <p>
        {exists
          ? `The ${language} version of this ${noun.toLowerCase()}. Saving publishes it on the ${language} pages.`
          : `This ${noun.toLowerCase()} has no ${language} version yet: the ${language} pages show it in English. Write its ${language} text below; saving publishes it.`}{' '}
        {shared}
      </p>
    </div>
  );
}
