/**
 * D-13.5: the one time zone people read and pick dates in — the consultancy's, Jaipur (India Standard Time) — on
 * the admin's screens, its date filters, the CSV dates and the export file names. Times are stored and sent in UTC;
 * these helpers turn them into the site's calendar and back.
 */

/** The site's time zone (IANA name): what every screen, filter, CSV and file name uses. */
export const SITE_TIME_ZONE = 'Asia/Kolkata';
/**
 * India Standard Time is UTC+05:30 all year (no daylight saving since 1945), so a calendar day there is a fixed
 * UTC range. A unit test checks this against Intl's own tables for SITE_TIME_ZONE.
 */
export const SITE_UTC_OFFSET_MINUTES = 330;

const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The instant shifted so its UTC fields read as the site's wall clock. */
const wallClock = (instant: Date | string) => new Date(new Date(instant).getTime() + OFFSET_MS);

/** The site's calendar day of an instant, `YYYY-MM-DD` (a CSV's dates, an export's file name). */
export const siteDate = (instant: Date | string = new Date()): string => wallClock(instant).toISOString().slice(0, 10);

/** The site's date and time of an instant, `YYYY-MM-DD HH:mm` (a CSV's times). */
export const siteDateTime = (instant: Date | string): string =>
  wallClock(instant).toISOString().slice(0, 16).replace('T', ' ');

/** The first instant of a site calendar day (`YYYY-MM-DD`): 00:00 IST, which is 18:30 UTC the day before. */
export const siteDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** The first instant after a site calendar day (the next day's 00:00 IST): a filter's `to` is inclusive. */
export const siteDayEnd = (day: string): Date => new Date(siteDayStart(day).getTime() + DAY_MS);

/** A `datetime-local` input's value (`YYYY-MM-DDTHH:mm`, the site's wall clock) for an instant. */
export const toSiteInput = (instant: Date | string | null): string =>
  instant ? wallClock(instant).toISOString().slice(0, 16) : '';

/** The instant (ISO, UTC) a `datetime-local` value means, read as the site's wall clock; '' for ''. */
export function fromSiteInput(value: string): string {
  if (!value) return '';
  const wall = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  return Number.isNaN(wall) ? '' : new Date(wall - OFFSET_MS).toISOString();
}
