/** The home page's testimonials, in their sort order. A lean read (cms/src/lib/lean-read.ts). */
import { sortedListService } from '../../../lib/lean-read';
import type { TestimonialRow } from '../../../lib/records';

export default sortedListService<TestimonialRow>('api::testimonial.testimonial', {
  fields: ['text', 'author', 'company'],
});
