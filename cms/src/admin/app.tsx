import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import { RICH_TEXT_FIELD } from '../lib/panel-rich-text';
import MetaTitlePanel from './meta-title-panel';

/**
 * The panel's "Introducing the new Media Library" banner remembers its dismissal in localStorage, under a key made
 * of the media library flag and the instance's uuid (none while telemetry is off). An editor never needs it, so it
 * starts dismissed for both states of the flag.
 */
async function dismissMediaLibraryBanner() {
  const keys = (uuid: unknown) =>
    [true, false].map((legacy) => `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:${String(uuid)}`);
  const dismiss = (uuid: unknown) => keys(uuid).forEach((key) => window.localStorage.setItem(key, 'true'));
  // Before /admin/init answers the key ends in "undefined"; after, in the uuid it names ("false" without telemetry).
  dismiss(undefined);
  dismiss(false);
  const backend = (window as { strapi?: { backendURL?: string } }).strapi?.backendURL ?? '';
  const init = await fetch(`${backend}/admin/init`).then(
    (r) => (r.ok ? (r.json() as Promise<{ data?: { uuid?: unknown } }>) : null),
    () => null,
  );
  if (init?.data) dismiss(init.data.uuid);
}

export default {
  // No release check: the panel would ask api.github.com for Strapi's latest version on every load. No tutorials.
  config: { locales: [], notifications: { releases: false }, tutorials: false },
  bootstrap(app: StrapiApp) {
    void dismissMediaLibraryBanner();
    const contentManager = app.getPlugin('content-manager') as unknown as {
      apis: { addEditViewSidePanel(panels: unknown[]): void };
    };
    contentManager.apis.addEditViewSidePanel([MetaTitlePanel]);
  },
  register(app: StrapiApp) {
    app.customFields.register({
      name: RICH_TEXT_FIELD,
      type: 'text',
      intlLabel: { id: 'cadmax.rich-html.label', defaultMessage: 'Rich text (HTML)' },
      intlDescription: {
        id: 'cadmax.rich-html.description',
        defaultMessage: "The site's article editor: headings, formatting, lists, links, images and videos.",
      },
      // Strapi hands the input its field props; its type for the loader is prop-less.
      components: { Input: async () => ({ default: (await import('./rich-text-input')).default as ComponentType }) },
    });
  },
};
