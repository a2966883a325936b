import {
  PUBLISHABLE_TYPE_OPTIONS,
  PUBLISH_STATE_LABELS,
  type PublishableType,
  type PublishState,
  fromSiteInput,
  toSiteInput,
} from '@cadmax/contract';
import { formatDateTime } from './dates';
import { paths } from '../../paths';

/** Where the admin keeps a publishable type: its list, its add form, a record's edit form. */
interface PublishableScreens {
  /** One record ('Blog', the contract's label): 'Add Blog', 'Edit Blog', and the list's heading 'Blogs'. */
  noun: string;
  list: string;
  add: string;
  edit: (id: string) => string;
}

const NOUNS = Object.fromEntries(PUBLISHABLE_TYPE_OPTIONS.map((option) => [option.value, option.label])) as Record<
  PublishableType,
  string
>;

/** D-11.5: the blog and project screens, one pattern (the card grid, lib/record-form.tsx) for both types. */
export const PUBLISHABLE_SCREENS: Record<PublishableType, PublishableScreens> = {
  blog: { noun: NOUNS.blog, list: paths.admin.blogs, add: paths.admin.blogAdd, edit: paths.admin.blogUpdate },
  project: {
    noun: NOUNS.project,
    list: paths.admin.projects,
    add: paths.admin.projectAdd,
    edit: paths.admin.projectUpdate,
  },
};

/**
 * Drafts (D-11.5): how the admin names a record's state ('Published', 'Draft', 'Scheduled for 24 Nov 2026, 10:30',
 * 'Published with unpublished changes'), in the admin's own time zone.
 */
export function stateLabel(state: PublishState, publishAt: string | null): string {
  if (state === 'scheduled' && publishAt) return `Scheduled for ${formatDateTime(publishAt)}`;
  return PUBLISH_STATE_LABELS[state];
}

export { formatDateTime };

/** A `datetime-local` input's value (IST's wall clock, whatever the browser's zone) for an ISO time, and back to ISO. */
export const toLocalInput = (iso: string | null): string => toSiteInput(iso);
export const fromLocalInput = (value: string): string => fromSiteInput(value);
