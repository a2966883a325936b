/**
 * D-11.4, the dashboard's charts: GET /dashboard-stats counts enquiries, applications and sign-ups per ISO week
 * of the site's time zone (Monday 00:00 IST, D-11.4) over the last 12 weeks, zero-filled, oldest first, and the enquiries of those weeks by service.
 * Records are placed in past weeks by writing their created_at column directly; a record in the trash is not
 * counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_OPTIONS, siteDate, type DashboardStats } from '@cadmax/contract';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { madeAt, madeSubmission, madeTrashedEnquiry } from './support/dated';
import { SUBSCRIBERS } from './support/uids';
import { enquiry as visitorEnquiry } from './support/visitors';

let cms: TestCms;
let token: string;

const DAY = 24 * 60 * 60 * 1000;

const HOUR = 60 * 60 * 1000;
/** IST is UTC+05:30: the site's wall clock read through a Date's UTC fields. */
const IST = 5.5 * HOUR;
/**
 * This week's Monday, 00:00 IST (18:30 UTC the Sunday before), found by walking the wall clock back a day at a time
 * (not the service's arithmetic).
 */
function thisMonday(): number {
  const day = new Date(Date.now() + IST);
  day.setUTCHours(0, 0, 0, 0);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() - 1);
  return day.getTime() - IST;
}
const MONDAY = thisMonday();
/** `weeksAgo` weeks before this week's Monday, plus `offset` ms. */
const at = (weeksAgo: number, offset = 0) => new Date(MONDAY - weeksAgo * 7 * DAY + offset);

const enquiry = (services: string, created?: Date) => madeSubmission(cms, 'enquiry', { services }, created);
const application = (created?: Date) => madeSubmission(cms, 'application', {}, created);
let readers = 0;
const subscriber = (created?: Date) => madeAt(cms, SUBSCRIBERS, { email: `reader${++readers}@example.in` }, created);

async function stats() {
  const res = await cms.request<{ status: boolean; data: DashboardStats }>('/dashboard-stats', { token });
  expect(res.status, res.text).toBe(200);
  return res;
}

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());

  // This week, through the public forms, as visitors send them.
  for (const services of ['home', 'home', 'Office'])
    expect((await cms.request('/contact-add', { json: { ...visitorEnquiry, services } })).status).toBe(200);
  for (const email of ['one@example.in', 'two@example.in']) {
    expect((await cms.request('/subscribe/subscribe-add', { json: { email, consent: true } })).status).toBe(200);
  }
  await application();

  // Past weeks. The oldest counted week starts 11 weeks before this Monday, inclusive.
  await enquiry('Commercial', at(1, 3 * DAY));
  await enquiry('Office', at(11)); // the first millisecond of the oldest week
  await enquiry('home', at(11, 7 * DAY - 1)); // its last millisecond
  await enquiry('Commercial', at(11, -1)); // a millisecond too old: not counted anywhere
  await enquiry('Office', at(30));
  await application(at(3, DAY));
  await application(at(3, 5 * DAY));
  await application(at(12, 2 * DAY));
  await subscriber(at(5, 6 * DAY));
  // Sunday 23:00 UTC is Monday 04:30 IST: the week that Monday starts, not the one before (a UTC week would be).
  const sundayLate = at(2, 4.5 * HOUR);
  expect([sundayLate.getUTCDay(), sundayLate.getUTCHours()]).toEqual([0, 23]);
  await enquiry('Office', sundayLate);
  await enquiry('Office', at(2, -1)); // Sunday 18:29:59.999 UTC, 23:59 IST: still the week before
  await subscriber(at(13));

  // One more enquiry this week, then deleted: in the trash, so not counted.
  await madeTrashedEnquiry(cms, token, { services: 'Commercial' });
});
afterAll(() => cms?.stop());

describe('GET /dashboard-stats', () => {
  it('answers 401 without a token or with a bad one, before counting anything', async () => {
    for (const auth of [undefined, 'not-a-token']) {
      const res = await cms.request('/dashboard-stats', { token: auth });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: false, message: 'Please log in first.' });
    }
  });

  it('names the last 12 ISO weeks by their Monday (the IST date), oldest first, this week last', async () => {
    const { body, headers } = await stats();
    expect(headers.get('cache-control')).toBe('no-store');
    const mondays = Array.from({ length: 12 }, (_, i) => siteDate(at(11 - i)));
    expect(body.data.weeks.map((w) => w.week)).toEqual(mondays);
    for (const week of body.data.weeks) expect(new Date(`${week.week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('counts each week exactly, zero-filled, the boundaries included and the trash left out', async () => {
    const { body } = await stats();
    const column = (key: 'enquiries' | 'applications' | 'subscribers') => body.data.weeks.map((w) => w[key]);
    //                                      oldest week ... this week
    expect(column('enquiries')).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 3]);
    expect(column('applications')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 1]);
    expect(column('subscribers')).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2]);
  });

  it('counts the same weeks’ enquiries by service: every service of the form, with its label, in its order', async () => {
    const { body } = await stats();
    expect(body.data.services).toEqual([
      { service: 'home', label: 'Home Renovation', count: 3 },
      { service: 'Office', label: 'Office Setup', count: 4 },
      { service: 'Commercial', label: 'Commercial Design', count: 1 },
    ]);
    expect(body.data.services.map((s) => s.service)).toEqual(SERVICE_OPTIONS.map((o) => o.value));
  });

  it('follows a restore from the trash and a new sign-up at once', async () => {
    const before = (await stats()).body.data;
    const trash = await cms.request<{ data: { _id: string; type: string }[] }>('/trash?type=contact-enquiry', {
      token,
    });
    expect(trash.body.data).toHaveLength(1);
    expect((await cms.request('/trash/restore', { token, json: { _id: trash.body.data[0]._id } })).status).toBe(200);
    expect(
      (await cms.request('/subscribe/subscribe-add', { json: { email: 'three@example.in', consent: true } })).status,
    ).toBe(200);
    const after = (await stats()).body.data;
    expect(after.weeks[11].enquiries).toBe(before.weeks[11].enquiries + 1);
    expect(after.weeks[11].subscribers).toBe(before.weeks[11].subscribers + 1);
    expect(after.services.find((s) => s.service === 'Commercial')?.count).toBe(2);
  });
});
