/** The "why us" cards, in their sort order. A lean read (cms/src/lib/lean-read.ts). */
import { fieldNames, reasonCardFields } from '@cadmax/contract';
import { sortedListService } from '../../../lib/lean-read';
import type { ReasonCardRow } from '../../../lib/records';

export default sortedListService<ReasonCardRow>('api::reason-card.reason-card', {
  fields: fieldNames(reasonCardFields),
});
