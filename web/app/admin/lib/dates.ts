import { SITE_TIME_ZONE } from '@cadmax/contract';

/** When a record was made or a note written, in the consultancy's own time zone (Jaipur: the contract's). */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SITE_TIME_ZONE,
});

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
