/**
 * @cadmax/contract: what the CMS and the web agree on, defined once. Imports nothing from cms/ or web/.
 * The rich-text sanitizer is a separate entry (@cadmax/contract/rich-text) so browser code never pulls it in.
 */
export * from './content-changes';
export * from './enums';
export * from './fields';
export * from './limits';
export * from './local-admin';
export * from './locales';
export * from './messages';
export * from './page-views';
export * from './quote-services';
export * from './rules';
export * from './schemas';
export * from './site-links';
export * from './site-search';
export * from './slugs';
export * from './time-zone';
export * from './uploads';
export * from './version-summary';
export type * from './wire';
