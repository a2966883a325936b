/**
 * Rich text from the CMS is sanitized once more where it is rendered (defence in depth: the CMS already cleans it
 * on save), with the same allowlist (@cadmax/contract/rich-text), so what the editor saved is what the page shows.
 * Runs only in loaders, so the sanitizer never reaches the browser bundle.
 */
export { renderRichText as sanitizeArticleHtml } from '@cadmax/contract/rich-text';
