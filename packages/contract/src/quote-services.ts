/**
 * D-8.13: the quote form's services. The site admin edits the list (the React admin's Settings, the panel's
 * Site Settings); the spec's three are its seeded default. The form shows the stored list and the server accepts a
 * service only from it. The limits and messages here are the ones the CMS, the admin's editor and the panel apply.
 */
import { SERVICE_LABELS, SERVICE_OPTIONS } from './enums';
import { messages } from './messages';
import { hasControlChars } from './rules';

export const QUOTE_SERVICES_MIN = 1;
export const QUOTE_SERVICES_MAX = 12;
export const QUOTE_SERVICE_LABEL_MIN = 2;
export const QUOTE_SERVICE_LABEL_MAX = 60;

/**
 * One service of the form: `value` is what an enquiry stores and the form sends, `label` what people read. The
 * seeded three keep the spec's values (home, Office, Commercial); a service added later has its first label as its
 * value, so a rename keeps the enquiries already sent under it.
 */
export interface QuoteService {
  value: string;
  label: string;
}

/** The spec's three: what a fresh install, and an install from before the editable list, starts with. */
export const DEFAULT_QUOTE_SERVICES: readonly QuoteService[] = SERVICE_OPTIONS.map(({ value, label }) => ({
  value,
  label,
}));

export const quoteServiceMessages = {
  tooFew: `Keep at least ${QUOTE_SERVICES_MIN} service.`,
  tooMany: `List at most ${QUOTE_SERVICES_MAX} services.`,
  length: (label: string) =>
    `Each service needs ${QUOTE_SERVICE_LABEL_MIN} to ${QUOTE_SERVICE_LABEL_MAX} characters: "${label}".`,
  controlChars: 'A service name must be one line of text.',
  duplicate: (label: string) => `"${label}" is listed twice.`,
  notAList: 'Send the services as a list of names.',
  /** The public form's answer to a service that is not (or no longer) on the list. */
  notOffered: messages.invalidService,
} as const;

const chars = (value: string) => [...value].length;

/** A list entry as sent: a label, and the value it had (absent or '' for a new service). */
export interface QuoteServiceInput {
  value?: string | null;
  label: string;
}

/** The entries trimmed, each new one given its label as its value. */
export const normalizeQuoteServices = (list: readonly QuoteServiceInput[]): QuoteService[] =>
  list.map(({ value, label }) => {
    const name = label.trim();
    return { value: value?.trim() || name, label: name };
  });

/** What is wrong with a list (the first problem), or null: 1–12 entries, 2–60 characters each, no repeats. */
export function quoteServicesProblem(list: unknown): string | null {
  if (!Array.isArray(list)) return quoteServiceMessages.notAList;
  const entries: QuoteServiceInput[] = [];
  for (const item of list as unknown[]) {
    const entry = item as Partial<QuoteServiceInput> | null;
    if (!entry || typeof entry.label !== 'string') return quoteServiceMessages.notAList;
    if (entry.value != null && typeof entry.value !== 'string') return quoteServiceMessages.notAList;
    entries.push({ value: entry.value, label: entry.label });
  }
  if (entries.length < QUOTE_SERVICES_MIN) return quoteServiceMessages.tooFew;
  if (entries.length > QUOTE_SERVICES_MAX) return quoteServiceMessages.tooMany;
  const labels = new Set<string>();
  const values = new Set<string>();
  for (const { value, label } of normalizeQuoteServices(entries)) {
    if (hasControlChars(label) || hasControlChars(value)) return quoteServiceMessages.controlChars;
    const length = chars(label);
    if (length < QUOTE_SERVICE_LABEL_MIN || length > QUOTE_SERVICE_LABEL_MAX || chars(value) > QUOTE_SERVICE_LABEL_MAX)
      return quoteServiceMessages.length(label);
    const key = label.toLocaleLowerCase('en');
    if (labels.has(key) || values.has(value)) return quoteServiceMessages.duplicate(label);
    labels.add(key);
    values.add(value);
  }
  return null;
}

/**
 * The label for an enquiry's stored service: the list's, else the spec's label of a seeded value, else the value
 * itself (a service since removed from the list was added under its label).
 */
export const quoteServiceLabel = (value: string, list: readonly QuoteService[]): string =>
  list.find((s) => s.value === value)?.label ?? SERVICE_LABELS[value as keyof typeof SERVICE_LABELS] ?? value;
