import { describe, expect, it } from 'vitest';
import {
  SITE_TIME_ZONE,
  SITE_UTC_OFFSET_MINUTES,
  fromSiteInput,
  siteDate,
  siteDateTime,
  siteDayEnd,
  siteDayStart,
  toSiteInput,
} from './time-zone';

describe('the site time zone (Asia/Kolkata)', () => {
  it("has the fixed offset Intl's tables give it, in every month", () => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' });
    for (let month = 0; month < 12; month++) {
      const offset = name.formatToParts(Date.UTC(2026, month, 15)).find((p) => p.type === 'timeZoneName')?.value;
      expect(offset).toBe(`GMT+0${Math.floor(SITE_UTC_OFFSET_MINUTES / 60)}:${SITE_UTC_OFFSET_MINUTES % 60}`);
    }
  });

  it('names 20:00 UTC by the next day in IST (a CSV date, a file name)', () => {
    expect(siteDate('2026-11-24T20:00:00Z')).toBe('2026-11-25');
    expect(siteDateTime('2026-11-24T20:00:00Z')).toBe('2026-11-25 01:30');
    expect(siteDate('2026-11-24T18:29:59Z')).toBe('2026-11-24');
    expect(siteDate('2026-11-24T18:30:00Z')).toBe('2026-11-25');
  });

  it('turns a picked day into the UTC range of that IST day', () => {
    expect(siteDayStart('2026-11-25').toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(siteDayEnd('2026-11-25').toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });

  it("reads a datetime-local value as IST's wall clock and writes it back the same", () => {
    expect(fromSiteInput('2026-11-25T10:30')).toBe('2026-11-25T05:00:00.000Z');
    expect(toSiteInput('2026-11-25T05:00:00.000Z')).toBe('2026-11-25T10:30');
    expect(toSiteInput(fromSiteInput('2026-12-31T23:45'))).toBe('2026-12-31T23:45');
    expect(fromSiteInput('')).toBe('');
    expect(toSiteInput(null)).toBe('');
  });
});
