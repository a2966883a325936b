/** The API's answer types live in @cadmax/contract (packages/contract/src/wire.ts); re-exported for the CMS's modules. */
export type * from '@cadmax/contract';
