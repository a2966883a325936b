import { Link, useLocation } from 'react-router';
import { LOCALES, type Locale } from '@cadmax/contract';
import { switchedPath } from '../../i18n/locale-path';
import { useLocale, useMessages } from '../../i18n/messages';

/** Each language's name in itself: a visitor finds their own whatever the page's language. */
const NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * D-15: the language switch. Plain links to the same page in the other language, query kept (switchedPath), so it
 * works without JavaScript and with the keyboard; each label carries its own `lang` (and the link `hrefLang`) so a
 * screen reader says it right. The footer lists every language, the current one marked, not linked; the header's bar
 * (`compact`, where a phone has little room) links the other one only.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const current = useLocale();
  const t = useMessages();
  const location = useLocation();
  const shown = compact ? LOCALES.filter((locale) => locale !== current) : LOCALES;
  return (
    <nav className={`language-switch${compact ? ' language-switch--compact' : ''}`} aria-label={t.language.label}>
      <ul>
        {shown.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span className="language-switch__current" lang={locale} aria-current="true">
                {NAMES[locale]}
              </span>
            ) : (
              <Link
                className="language-switch__link"
                to={switchedPath(location, locale)}
                lang={locale}
                hrefLang={locale}
              >
                {NAMES[locale]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
