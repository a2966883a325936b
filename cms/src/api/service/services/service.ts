/** The services, in their sort order (the summaries: the detail page reads one service with its features). A lean read (cms/src/lib/lean-read.ts). */
import { sortedListService } from '../../../lib/lean-read';
import type { ServiceRow } from '../../../lib/records';

export default sortedListService<ServiceRow>('api::service.service', {
  fields: ['slug', 'title', 'tagline', 'description'],
  media: { logo: 'media', image: 'media' },
});
