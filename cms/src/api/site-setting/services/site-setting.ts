/** The public reads, as lean queries (cms/src/lib/lean-read.ts). */
import { factories } from '@strapi/strapi';
import { fieldNames, siteSettingFields, type Locale, type QuoteServiceInput } from '@cadmax/contract';
import type { Core } from '@strapi/strapi';
import { leanComponents, leanFindFirst } from '../../../lib/lean-read';
import type { SiteSettingRow } from '../../../lib/records';

const UID = 'api::site-setting.site-setting';

const FIELDS = [...fieldNames(siteSettingFields), 'founded_year'];

const reads = (strapi: Core.Strapi) => ({
  /** The single type's row, if it was ever saved. */
  current: (locale?: Locale) =>
    leanFindFirst<SiteSettingRow>(strapi, UID, { fields: FIELDS }, { orderBy: [['id', 'asc']], locale }),
  /**
   * The quote form's services as stored, in their order (lib/quote-services.ts gives them meaning): the English list
   * (the one enquiries are checked against), or another locale's (its labels).
   */
  quoteServiceList: (locale?: Locale) =>
    leanComponents<QuoteServiceInput>(strapi, UID, 'quote_services', ['value', 'label'], locale),
});

export type SiteSettingReads = ReturnType<typeof reads>;

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
