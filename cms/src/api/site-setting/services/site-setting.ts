/** The public read, as a lean query (cms/src/lib/lean-read.ts). */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { leanFindFirst } from '../../../lib/lean-read';
import type { SiteSettingRow } from '../../../lib/records';

const UID = 'api::site-setting.site-setting';

const FIELDS = [
  'company_name',
  'tagline',
  'address',
  'email',
  'phone',
  'map_embed_url',
  'facebook_url',
  'instagram_url',
  'linkedin_url',
  'twitter_url',
  'youtube_url',
  'hero_title',
  'hero_subtitle',
  'intro_title',
  'intro_text',
  'founded_year',
];

const reads = (strapi: Core.Strapi) => ({
  /** The single type's row, if it was ever saved. */
  current: () => leanFindFirst<SiteSettingRow>(strapi, UID, { fields: FIELDS }, { orderBy: [['id', 'asc']] }),
});

export type SiteSettingReads = ReturnType<typeof reads>;

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
