/**
 * The wire contract between the CMS adapter and the web: defined once in @cadmax/contract (packages/contract).
 * Types only here, so nothing of it reaches the bundle through this module.
 */
export type * from '@cadmax/contract';
