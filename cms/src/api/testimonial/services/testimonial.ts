/** The home page's testimonials, in their sort order. A lean read (cms/src/lib/lean-read.ts). */
import { fieldNames, testimonialFields } from '@cadmax/contract';
import { sortedListService } from '../../../lib/lean-read';
import type { TestimonialRow } from '../../../lib/records';

export default sortedListService<TestimonialRow>('api::testimonial.testimonial', {
  fields: fieldNames(testimonialFields),
});
