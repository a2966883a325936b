/** The current openings, in their sort order (what toPublicJobOpening reads). A lean read (cms/src/lib/lean-read.ts). */
import { sortedListService } from '../../../lib/lean-read';
import type { JobOpeningRow } from '../../../lib/records';

export default sortedListService<JobOpeningRow>('api::job-opening.job-opening', {
  fields: [
    'slug',
    'title',
    'role',
    'quote',
    'skills',
    'location',
    'job_type',
    'experience',
    'about',
    'responsibilities',
    'qualifications',
    'offers',
  ],
  media: { image: 'media' },
});
