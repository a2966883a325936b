/** The about page's team, in their sort order. A lean read (cms/src/lib/lean-read.ts). */
import { sortedListService } from '../../../lib/lean-read';
import type { TeamMemberRow } from '../../../lib/records';

export default sortedListService<TeamMemberRow>('api::team-member.team-member', {
  fields: ['name', 'position'],
  media: { image: 'media' },
});
