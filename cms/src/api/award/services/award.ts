/** The about page's awards, in their sort order. A lean read (cms/src/lib/lean-read.ts). */
import { awardFields, fieldNames } from '@cadmax/contract';
import { sortedListService } from '../../../lib/lean-read';
import type { AwardRow } from '../../../lib/records';

export default sortedListService<AwardRow>('api::award.award', {
  fields: fieldNames(awardFields),
  media: { image: 'media' },
});
