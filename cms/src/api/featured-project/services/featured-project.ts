/** The /blog featured slider entries, in their sort order. A lean read (cms/src/lib/lean-read.ts). */
import { featuredProjectFields, fieldNames } from '@cadmax/contract';
import { sortedListService } from '../../../lib/lean-read';
import type { FeaturedProjectRow } from '../../../lib/records';

export default sortedListService<FeaturedProjectRow>('api::featured-project.featured-project', {
  fields: fieldNames(featuredProjectFields),
  media: { image: 'media' },
});
