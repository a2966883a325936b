import { createElement, Fragment, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@cadmax/contract';
import type { FormWords } from '../components/use-public-form';
import type { Messages } from './en';
import { localePath } from './locale-path';

/** What the root loader sends every page (root.tsx): its locale and that locale's catalogue. */
export interface LocaleData {
  locale: Locale;
  messages: Messages;
}

const useLocaleData = () => useRouteLoaderData('root') as LocaleData | undefined;

/** The page's catalogue from a meta function's matches (the root's data). */
export function messagesFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): Messages | undefined {
  return (matches.find((m) => m?.id === 'root')?.loaderData as LocaleData | undefined)?.messages;
}

/** The page's locale (D-15), from its URL. */
export const useLocale = (): Locale => useLocaleData()?.locale ?? DEFAULT_LOCALE;

/** The page's catalogue: the site's own words in its language. */
export function useMessages(): Messages {
  const messages = useLocaleData()?.messages;
  if (!messages) throw new Error('useMessages() used outside the root route');
  return messages;
}

/** An English path (paths.ts) as the page's locale has it: every internal link on a Hindi page stays under /hi. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

/** The public forms' own refusals in the catalogue's language (components/use-public-form.ts). */
export function formWords(t: Messages): FormWords {
  let words = WORDS.get(t);
  if (!words)
    WORDS.set(
      t,
      (words = { missing: t.contract.fillAllFields, tooLarge: t.contract.fileTooLarge, failure: t.forms.failure }),
    );
  return words;
}
/** One object per catalogue: the form's effect that reads them runs when they change. */
const WORDS = new WeakMap<Messages, FormWords>();

/** A catalogue text with its `{name}` values filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The same with elements for values (a query in its <q>): the parts to render, in the catalogue's word order. */
export const fillNodes = (text: string, values: Record<string, ReactNode>): ReactNode[] =>
  text
    .split(/\{(\w+)\}/)
    .map((part, i) => createElement(Fragment, { key: i }, i % 2 === 1 && part in values ? values[part] : part));
