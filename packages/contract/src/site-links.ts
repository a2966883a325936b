/**
 * The links the site settings put on every page (D-8.11: social icons, the map's iframe) are https only, and the
 * map only from the providers the site's frame-src allows (web/server/security-headers.mjs): a `data:`,
 * `javascript:` or scheme-relative `//evil.example` value is refused. The CMS checks every write of the settings
 * with this (the panel's included) and the site shows nothing for a value that fails it.
 */
import { siteSettingFields } from './fields/site-setting';

export const SOCIAL_LINK_FIELDS = [
  'facebook_url',
  'instagram_url',
  'linkedin_url',
  'twitter_url',
  'youtube_url',
] as const;
export const MAP_EMBED_HOSTS = ['www.google.com', 'maps.google.com'] as const;

function httpsUrl(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  // The parsed URL must be what was written: no spaces, no credentials, an https origin with a host.
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password || /\s/.test(value)) return null;
  return url;
}

export const isSocialLink = (value: string): boolean => httpsUrl(value) !== null;

export function isMapEmbedUrl(value: string): boolean {
  const url = httpsUrl(value);
  return url !== null && (MAP_EMBED_HOSTS as readonly string[]).includes(url.hostname) && !url.port;
}

/** The message for a settings field's value, or null when fine (empty clears the field, and is fine). */
export function siteLinkProblem(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'map_embed_url') {
    return typeof value === 'string' && isMapEmbedUrl(value)
      ? null
      : `${siteSettingFields.map_embed_url.label} must be an https link from ${MAP_EMBED_HOSTS.join(' or ')}.`;
  }
  if ((SOCIAL_LINK_FIELDS as readonly string[]).includes(field)) {
    const { label } = siteSettingFields[field as (typeof SOCIAL_LINK_FIELDS)[number]];
    return typeof value === 'string' && isSocialLink(value) ? null : `${label} must be an https link.`;
  }
  return null;
}
