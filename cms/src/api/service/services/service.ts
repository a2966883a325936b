/** The services, in their sort order (the summaries: the detail page reads one service with its features). A lean read (cms/src/lib/lean-read.ts). */
import { fieldNames, serviceFields } from '@cadmax/contract';
import { sortedListService } from '../../../lib/lean-read';
import type { ServiceRow } from '../../../lib/records';

export default sortedListService<ServiceRow>('api::service.service', {
  // The cards' texts: the second description is the service page's, read with its features.
  fields: ['slug', ...fieldNames(serviceFields).filter((name) => name !== 'description2')],
  media: { logo: 'media', image: 'media' },
});
