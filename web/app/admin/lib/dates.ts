import { SITE_TIME_ZONE } from '@cadmax/contract';

/** When a record was made or a note written, in the consultancy's own time zone (Jaipur: the contract's). */
const options = { dateStyle: 'medium', timeZone: SITE_TIME_ZONE } as const;
const dateTime = new Intl.DateTimeFormat('en-IN', { ...options, timeStyle: 'short' });
/** With seconds, where saves a minute apart must read apart (D-14.2's version history). */
const dateTimeSeconds = new Intl.DateTimeFormat('en-IN', { ...options, timeStyle: 'medium' });

export const formatDateTime = (iso: string, { seconds = false } = {}): string =>
  (seconds ? dateTimeSeconds : dateTime).format(new Date(iso));
