/**
 * The wire contract between the CMS adapter and the web: one definition, owned by the CMS
 * (it compiles only files under cms/). Types only, so nothing of the CMS reaches the bundle.
 */
export type * from '../../../cms/src/lib/wire-types';
