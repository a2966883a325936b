import { DEFAULT_LOCALE, type Locale } from '@cadmax/contract';
import { useLocale, useMessages } from '../../i18n/messages';

/**
 * D-15: the language a record's text is in. The CMS answers a record with no version in the page's language in
 * English and says so (`locale`); a record without the field (a CMS before D-15) is English.
 */
export const textLocale = (record: { locale?: Locale | null }): Locale => record.locale ?? DEFAULT_LOCALE;

/**
 * The `lang` a record's text block needs: the record's language where it is not the page's (an English article on
 * a Hindi page), else none (the page's `<html lang>` holds).
 */
export function useTextLang(record: { locale?: Locale | null }): Locale | undefined {
  const page = useLocale();
  const text = textLocale(record);
  return text === page ? undefined : text;
}

/**
 * D-15: above a record's text on a page whose language the record has no version in, the visible note (in the page's
 * language) that it is shown in English; the text itself then carries `lang` (useTextLang). Never a 404 or an empty
 * page.
 */
export function FallbackNote({ record }: { record: { locale?: Locale | null } }) {
  const page = useLocale();
  const t = useMessages();
  if (!useTextLang(record)) return null;
  return (
    <p className="fallback-note" role="note" lang={page}>
      {t.fallbackNote}
    </p>
  );
}
