/**
 * The rich-text field of the Strapi panel: the React admin's editor (Quill 2, the same toolbar, formats and fixes
 * from @cadmax/contract/editor) as a Strapi custom field, so both admins write the same HTML.
 * Stored as plain text; what is saved is sanitized by the blog type's lifecycles.
 */
import type { Core } from '@strapi/strapi';

/** The custom field's name; schemas refer to it as `global::rich-html`. */
export const RICH_TEXT_FIELD = 'rich-html';

/** In register(): before the content types that use it are loaded. */
export function registerRichTextField(strapi: Core.Strapi): void {
  strapi.customFields.register({ name: RICH_TEXT_FIELD, type: 'text' });
}
