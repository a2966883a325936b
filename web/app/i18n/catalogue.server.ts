import type { Locale } from '@cadmax/contract';
import { en, type Messages } from './en';
import { hi } from './hi';

const CATALOGUES: Record<Locale, Messages> = { en, hi };

/** A locale's catalogue: the root loader sends the page's one (D-15), so the bundle carries neither. */
export const catalogue = (locale: Locale): Messages => CATALOGUES[locale];

/**
 * The catalogue's text for a message the CMS or a route action answered in English (the contract's, by its English
 * text), else the message as it came: a public form's answer shown in the page's language.
 */
export function translated(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  const key = (Object.keys(en.contract) as (keyof Messages['contract'])[]).find((k) => en.contract[k] === message);
  if (key) return CATALOGUES[locale].contract[key];
  if (message === en.forms.failure) return CATALOGUES[locale].forms.failure;
  return message;
}
