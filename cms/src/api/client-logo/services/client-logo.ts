/** The home page's client logos, in their sort order. A lean read (cms/src/lib/lean-read.ts). */
import { clientLogoFields, fieldNames } from '@cadmax/contract';
import { sortedListService } from '../../../lib/lean-read';
import type { ClientLogoRow } from '../../../lib/records';

export default sortedListService<ClientLogoRow>('api::client-logo.client-logo', {
  fields: fieldNames(clientLogoFields),
  media: { front: 'media', back: 'media' },
});
