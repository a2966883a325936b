/**
 * D-8.13: the quote form's services, stored on the Site Settings single type as a repeatable component
 * (`quote_services`: a label, and the value enquiries store). Every write of the list — the admin's
 * POST /quote-services and the panel's Content editor alike — passes the contract's rules (1–12 services of 2–60
 * characters, no repeats) through the document-service middleware below; a new entry gets its label as its value.
 * The public form offers the stored list and POST /contact-add accepts a service only from it.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  DEFAULT_QUOTE_SERVICES,
  normalizeQuoteServices,
  quoteServicesProblem,
  type QuoteService,
  type QuoteServiceInput,
} from '@cadmax/contract';
import { documents, type Row } from './records';

const UID = 'api::site-setting.site-setting';
const ENQUIRIES = 'api::contact-enquiry.contact-enquiry';

interface SettingsRow extends Row {
  quote_services?: QuoteServiceInput[] | null;
}

/** The site settings' service reads the stored list (a lean read, api/site-setting/services/site-setting.ts). */
interface StoredList {
  quoteServiceList(): Promise<QuoteServiceInput[]>;
}

const settings = (strapi: Core.Strapi) => documents<SettingsRow>(strapi, UID);

async function stored(strapi: Core.Strapi): Promise<SettingsRow | null> {
  return settings(strapi).findFirst({ fields: ['id'], populate: { quote_services: true } } as never);
}

/** The stored list in its order; the spec's three while none is stored. */
export async function quoteServices(strapi: Core.Strapi): Promise<QuoteService[]> {
  const list = await (strapi.service(UID) as unknown as StoredList).quoteServiceList();
  return list.length > 0 ? normalizeQuoteServices(list) : DEFAULT_QUOTE_SERVICES.map((s) => ({ ...s }));
}

/** Stores a new list (checked by the middleware), creating the settings row if it was never saved. */
export async function saveQuoteServices(strapi: Core.Strapi, list: QuoteServiceInput[]): Promise<QuoteService[]> {
  const found = await stored(strapi);
  const data = { quote_services: list.map(({ value, label }) => ({ value: value ?? '', label })) };
  if (found) await settings(strapi).update({ documentId: found.documentId, data } as never);
  else await settings(strapi).create({ data } as never);
  return quoteServices(strapi);
}

/** The services enquiries were sent under (a removed one's included), for the inbox's filter. */
export async function servicesInUse(strapi: Core.Strapi): Promise<string[]> {
  const meta = strapi.db.metadata.get(ENQUIRIES) as unknown as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  const column = meta.attributes.services?.columnName ?? 'services';
  const rows = (await strapi.db.getConnection(meta.tableName).distinct(column).orderBy(column)) as Record<
    string,
    string | null
  >[];
  return rows.map((row) => row[column]).filter((v): v is string => typeof v === 'string' && v !== '');
}

/** A fresh install, and an install from before the editable list, get the spec's three (the panel shows them). */
export async function ensureQuoteServices(strapi: Core.Strapi): Promise<void> {
  const found = await stored(strapi);
  if (found?.quote_services?.length) return;
  await saveQuoteServices(strapi, [...DEFAULT_QUOTE_SERVICES]);
}

/** Registers the check of every write of the list (the admin's, the panel's, the seed's). */
export function checkQuoteServiceWrites(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: { quote_services?: unknown } }).data;
    if (!data || data.quote_services === undefined) return next();
    const problem = quoteServicesProblem(data.quote_services);
    if (problem) throw new errors.ValidationError(problem);
    const entries = data.quote_services as (QuoteServiceInput & Record<string, unknown>)[];
    const normalized = normalizeQuoteServices(entries);
    // The panel sends each entry with its own keys (id, __temp_key__); they are kept.
    data.quote_services = entries.map((entry, i) => ({ ...entry, ...normalized[i] }));
    return next();
  });
}
