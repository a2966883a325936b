import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import { RICH_TEXT_FIELD } from '../lib/panel-rich-text';

export default {
  config: { locales: [] },
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
