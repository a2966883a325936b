import { PUBLISH_STATE_LABELS, type PublishState } from '@cadmax/contract';

/**
 * Issue 15, drafts: how the admin names a record's state ('Published', 'Draft', 'Scheduled for 24 Nov 2026, 10:30',
 * 'Published with unpublished changes'), in the admin's own time zone.
 */
export function stateLabel(state: PublishState, publishAt: string | null): string {
  if (state === 'scheduled' && publishAt) return `Scheduled for ${formatDateTime(publishAt)}`;
  return PUBLISH_STATE_LABELS[state];
}

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A `datetime-local` input's value (local time, no zone) for an ISO time, and back to ISO. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
export const fromLocalInput = (value: string): string => (value ? new Date(value).toISOString() : '');
