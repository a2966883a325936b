/**
 * D-8.13: the quote form's services are a list the site admin edits (GET and POST /quote-services, and the
 * panel's Site Settings through the document service), the spec's three by default. The public settings carry the
 * list; POST /contact-add accepts a service from the stored list only (a removed one is a 400, nothing stored); the
 * enquiries sent under a removed service still show and filter in the inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_QUOTE_SERVICES,
  messages,
  quoteServiceMessages,
  type EnquiryInboxItem,
  type Paged,
  type QuoteServiceList,
  type SiteSettings,
} from '@cadmax/contract';
import { ADMIN_EMAIL, type TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { ensureQuoteServices } from '../src/lib/quote-services';

let cms: TestCms;
let token: string;

const enquiry = (services: string, name: string) => ({
  name,
  email: 'asha@example.in',
  phone_number: '9876543210',
  services,
  message: 'A survey of a plot in Bagru.',
});

async function adminList() {
  const res = await cms.request<{ status: boolean; data: QuoteServiceList }>('/quote-services', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}
async function publicList() {
  const res = await cms.request<{ data: SiteSettings }>('/site/settings');
  expect(res.status, res.text).toBe(200);
  return res.body.data.quote_services;
}
/** POST /quote-services, with the admin's token unless `auth` says otherwise (`{ token: undefined }`: none). */
const save = (services: unknown, auth: { token?: string } = { token }) =>
  cms.request<{ status: boolean; message: string }>('/quote-services', { ...auth, json: { services } });
async function inbox(query = '') {
  const res = await cms.request<Paged<EnquiryInboxItem>>(`/contact-get?limit=100${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
});
afterAll(async () => {
  await cms?.stop();
});

describe('the quote form’s services', () => {
  it('start as the spec’s three, stored (the panel shows them) and in the public settings', async () => {
    expect(await publicList()).toEqual(DEFAULT_QUOTE_SERVICES);
    expect((await adminList()).services).toEqual(DEFAULT_QUOTE_SERVICES);
    const row = (await cms.strapi
      .documents('api::site-setting.site-setting')
      .findFirst({ populate: { quote_services: true } } as never)) as unknown as {
      quote_services: { value: string }[];
    };
    expect(row.quote_services.map((s) => s.value)).toEqual(['home', 'Office', 'Commercial']);
  });

  it('are filled with the spec’s three at start on an install from before the list', async () => {
    // The list's rows gone, as in a database from before it: the start's step puts the three back.
    await cms.strapi.db.getConnection('site_settings_cmps').where('field', 'quote_services').del();
    expect((await adminList()).services).toEqual(DEFAULT_QUOTE_SERVICES); // the read falls back meanwhile
    await ensureQuoteServices(cms.strapi);
    const row = (await cms.strapi
      .documents('api::site-setting.site-setting')
      .findFirst({ populate: { quote_services: true } } as never)) as unknown as { quote_services: unknown[] };
    expect(row.quote_services).toHaveLength(3);
  });

  it('are edited by the site admin only', async () => {
    for (const auth of [undefined, 'not-a-token']) {
      expect((await save([{ label: 'Surveys' }], { token: auth })).status).toBe(401);
      expect((await cms.request('/quote-services', { token: auth })).status).toBe(401);
    }
    expect(await publicList()).toEqual(DEFAULT_QUOTE_SERVICES);
  });

  it.each([
    ['no service', [], quoteServiceMessages.tooFew],
    [
      '13 services',
      Array.from({ length: 13 }, (_, i) => ({ label: `Service ${i + 1}` })),
      quoteServiceMessages.tooMany,
    ],
    ['a one-letter name', [{ label: 'A' }], quoteServiceMessages.length('A')],
    ['a 61-character name', [{ label: 'x'.repeat(61) }], quoteServiceMessages.length('x'.repeat(61))],
    ['a repeat', [{ label: 'Surveys' }, { label: 'surveys' }], quoteServiceMessages.duplicate('surveys')],
    ['not a list', 'Surveys', quoteServiceMessages.notAList],
  ])('refuse %s with a 400 and its message, storing nothing', async (_, services, message) => {
    const res = await save(services);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await publicList()).toEqual(DEFAULT_QUOTE_SERVICES);
  });

  it('refuse a broken list written through the document service (the panel) too', async () => {
    const docs = cms.strapi.documents('api::site-setting.site-setting');
    const row = (await docs.findFirst({ fields: ['id'] } as never)) as { documentId: string };
    await expect(
      docs.update({ documentId: row.documentId, data: { quote_services: [{ label: 'A' }] } } as never),
    ).rejects.toThrow(quoteServiceMessages.length('A'));
    expect(await publicList()).toEqual(DEFAULT_QUOTE_SERVICES);
  });

  describe('once edited', () => {
    beforeAll(async () => {
      // Sent before the edit, under a service the edit removes.
      expect((await cms.request('/contact-add', { json: enquiry('Office', 'Before the edit') })).status).toBe(200);
      const res = await save([
        { value: 'home', label: 'Home Renovation and Repair' },
        { value: 'Commercial', label: 'Commercial Design' },
        { label: '  Topographical Survey ' },
      ]);
      expect([res.status, res.body.message], JSON.stringify(res.body)).toEqual([200, 'Quote services saved.']);
    });

    it('are recorded in the activity log as a change of the site settings, with the new list', async () => {
      const token = await cms.login();
      const log = await cms.request<{ data: { title: string; detail: string; user: string }[] }>(
        '/activity?type=site-setting&action=update',
        { token },
      );
      expect(log.body.data.map((e) => [e.title, e.detail, e.user])).toEqual([
        ['Quote services', 'Home Renovation and Repair, Commercial Design, Topographical Survey', ADMIN_EMAIL],
      ]);
    });

    it('survive the next start (the default fills an empty list only)', async () => {
      await ensureQuoteServices(cms.strapi);
      expect((await publicList()).map((s) => s.label)).toContain('Topographical Survey');
    });

    it('are the public form’s list, in their order, a new one valued by its name', async () => {
      expect(await publicList()).toEqual([
        { value: 'home', label: 'Home Renovation and Repair' },
        { value: 'Commercial', label: 'Commercial Design' },
        { value: 'Topographical Survey', label: 'Topographical Survey' },
      ]);
    });

    it('accept an enquiry for a new service', async () => {
      const res = await cms.request('/contact-add', { json: enquiry('Topographical Survey', 'New service') });
      expect(res.status, res.text).toBe(200);
      const found = (await inbox()).data.find((e) => e.name === 'New service');
      expect(found?.services).toBe('Topographical Survey');
    });

    it('refuse one for a removed service with a 400, storing nothing', async () => {
      const before = (await inbox()).totalUsers;
      const res = await cms.request<{ message: string }>('/contact-add', { json: enquiry('Office', 'Removed') });
      expect([res.status, res.body.message]).toEqual([400, messages.invalidService]);
      const after = await inbox();
      expect(after.totalUsers).toBe(before);
      expect(after.data.map((e) => e.name)).not.toContain('Removed');
    });

    it('keep the enquiries of a removed service in the inbox, its filter and the list of services in use', async () => {
      const office = await inbox('&service=Office');
      expect(office.data.map((e) => [e.name, e.services])).toEqual([['Before the edit', 'Office']]);
      expect((await adminList()).inUse).toEqual(expect.arrayContaining(['Office', 'Topographical Survey']));
    });
  });
});
