/** The home page's cities, in their sort order. A lean read (cms/src/lib/lean-read.ts). */
import { fieldNames, stateFields } from '@cadmax/contract';
import { sortedListService } from '../../../lib/lean-read';
import type { StateRow } from '../../../lib/records';

export default sortedListService<StateRow>('api::state.state', {
  fields: fieldNames(stateFields),
  media: { image: 'media' },
});
