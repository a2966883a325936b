/**
 * The contract (packages/contract) against the CMS: every content type on disk is held to it (a public one by its
 * field table, the others by their limits and values); the content types' schema.json (which cannot import) agrees
 * with those values, limits and tables; the panel refuses what the React admin's API refuses, and what a table refuses
 * on the types only the panel edits; and an article keeps the editor's colour through the save (CMS) and the render
 * (web), both cleaned with the one allowlist, while a dangerous style does not get through either.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@cadmax/contract';
import type { BlogArticle } from '@cadmax/contract';
// The web renders an article through this function (web/app/lib/sanitize-html.server.ts re-exports it).
import { renderRichText } from '@cadmax/contract/rich-text';
import { CONTENT_TYPES, FIELD_TABLES, type ContentUid } from '../src/lib/content-types';
import { bootCms, CMS_DIR, type TestCms } from './support/cms';
import { form } from './support/fixtures';
import { panelCall, superAdminLogin } from './support/panel';

interface I18n {
  pluginOptions?: { i18n?: { localized?: boolean } };
}
type Attributes = Record<
  string,
  { type: string; enum?: string[]; maxLength?: number; required?: boolean; component?: string } & I18n
>;
const API_DIR = path.join(CMS_DIR, 'src', 'api');
const schemaOf = (api: string): { attributes: Attributes } & I18n =>
  JSON.parse(fs.readFileSync(path.join(API_DIR, api, 'content-types', api, 'schema.json'), 'utf8'));
const attributesOf = (api: string): Attributes => schemaOf(api).attributes;

/** Every content type on disk (cms/src/api/<api>/content-types/<type>), as its uid. */
const TYPES_ON_DISK = fs
  .readdirSync(API_DIR)
  .flatMap((api) => {
    const dir = path.join(API_DIR, api, 'content-types');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((type) => `api::${api}.${type}`) : [];
  })
  .sort();
const apiOf = (uid: string) => uid.split('.')[1]!;
const TEXT_TYPES = ['string', 'text', 'richtext', 'customField', 'email'];

/** A public type's text attributes its table leaves out, and why. */
const OUTSIDE_TABLES: Record<string, Record<string, string>> = {
  // A page's address keeps the one slug rule of D-14.6 (@cadmax/contract slugs.ts), made from the title when empty.
  'api::project.project': { slug: 'the slug rule' },
  'api::job-opening.job-opening': { slug: 'the slug rule' },
  'api::service.service': { slug: 'the slug rule' },
};

/**
 * The contract's limit on each text field of a public form or a note, by content type: the column must hold what
 * passes. (The types the admin edits have field tables, checked whole below.)
 */
const LIMITS: Record<string, Record<string, number>> = {
  'contact-enquiry': {
    name: contract.NAME_MAX,
    email: contract.EMAIL_MAX,
    phone_number: contract.PHONE_DIGITS,
    message: contract.LONG_TEXT_MAX,
    // a service of the editable list (its value is at most a label's length).
    services: contract.QUOTE_SERVICE_LABEL_MAX,
  },
  'job-application': { email: contract.EMAIL_MAX, phone_number: contract.PHONE_DIGITS },
  subscriber: { email: contract.EMAIL_MAX },
  'pipeline-note': { text: contract.NOTE_MAX },
  // The profile's (its email is Strapi's email type, of no set length: the column holds any the profile takes).
  'site-admin': { name: contract.NAME_MAX, phone: contract.PHONE_DIGITS },
};

/** The contract's values of each enumeration, by content type (D-11's statuses, trash and audit; D-15's languages). */
const VALUES: Record<string, Record<string, readonly string[]>> = {
  'contact-enquiry': { status: contract.ENQUIRY_STATUSES, language: contract.LOCALES },
  'job-application': { stage: contract.APPLICATION_STAGES, language: contract.LOCALES },
  subscriber: { language: contract.LOCALES },
  'trash-entry': { record_type: contract.TRASH_TYPES },
  'audit-entry': { record_type: contract.AUDIT_TYPES, action: contract.AUDIT_ACTIONS },
  'record-version': { record_type: contract.PUBLISHABLE_TYPES, locale: contract.LOCALES },
};

/**
 * The private and internal types neither list covers, each with the reason the contract has nothing to say of its
 * text: no one types it.
 */
const NO_CONTRACT_TEXT: Record<string, string> = {
  // Written only by the CMS itself: each new-enquiry email, from the stored enquiry and the settings.
  'mail-outbox': 'the CMS’s own outbox',
};

describe('the content types agree with the contract', () => {
  it.each(Object.entries(LIMITS))('stores %s within its form’s limits', (type, limits) => {
    const attributes = attributesOf(type);
    for (const [name, max] of Object.entries(limits)) expect(attributes[name]!.maxLength, name).toBe(max);
  });

  it('registers every content type on disk, and only those', () => {
    expect(TYPES_ON_DISK.length).toBeGreaterThan(0);
    expect(Object.keys(CONTENT_TYPES).sort()).toEqual(TYPES_ON_DISK);
  });

  it.each(TYPES_ON_DISK)('holds %s to the contract', (uid) => {
    const info = CONTENT_TYPES[uid as ContentUid];
    const api = apiOf(uid);
    if (info.audience === 'public') {
      // Every text an editor types is in its table, so it has a label, a limit and the panel's check.
      const table = FIELD_TABLES.find(([tabled]) => tabled === uid)?.[1];
      expect(table, `${uid} has a field table`).toBeDefined();
      const texts = Object.entries(attributesOf(api)).filter(([, attribute]) => TEXT_TYPES.includes(attribute.type));
      for (const [name] of texts) {
        expect(name in table! || name in (OUTSIDE_TABLES[uid] ?? {}), `${uid} ${name} in its table`).toBe(true);
      }
    } else {
      expect(
        api in LIMITS || api in VALUES || api in NO_CONTRACT_TEXT,
        `${uid} in LIMITS, VALUES or NO_CONTRACT_TEXT`,
      ).toBe(true);
    }
  });

  it.each(FIELD_TABLES)('stores %s as its field table says: each field, its limit, required or not', (uid, table) => {
    const attributes = attributesOf(uid.split('.')[1]!);
    for (const [name, spec] of Object.entries(table)) {
      const attribute = attributes[name];
      expect(attribute, name).toBeDefined();
      if (spec.input === 'date') expect(attribute!.type, name).toBe('date');
      else expect(attribute!.maxLength, name).toBe(spec.max);
      expect(Boolean(attribute!.required), `${name} required`).toBe(Boolean(spec.required));
    }
  });

  // D-15: the field table's text fields have a version per locale (but those it marks `localized: false`), the text
  // components too (a service's features, the quote form's services); media, slugs, dates, numbers and relations are
  // shared by a record's versions.
  it.each(TYPES_ON_DISK)('localizes %s as the registry and its field table say', (uid) => {
    const info = CONTENT_TYPES[uid as ContentUid] as { localized?: true; fields?: contract.FieldTable };
    const schema = schemaOf(apiOf(uid));
    expect(schema.pluginOptions?.i18n?.localized === true, `${uid} localized`).toBe(info.localized === true);
    if (!info.localized) return;
    for (const [name, attribute] of Object.entries(schema.attributes)) {
      const spec = info.fields?.[name];
      const localized = spec ? contract.isLocalizedField(spec) : attribute.type === 'component';
      expect(attribute.pluginOptions?.i18n?.localized, `${uid} ${name}`).toBe(localized);
    }
  });

  it.each(Object.entries(VALUES))('stores %s within the contract’s values', (type, values) => {
    const attributes = attributesOf(type);
    for (const [name, allowed] of Object.entries(values)) expect(attributes[name]!.enum, name).toEqual(allowed);
  });
});

let cms: TestCms;
let token: string;
beforeAll(async () => {
  cms = await bootCms();
  token = await cms.login();
}, 180_000);
afterAll(async () => {
  await cms?.stop();
});

describe('the panel and the React admin refuse the same projects', () => {
  const CM = '/content-manager/collection-types/api::project.project';
  const project = {
    title: 'Ring Road Plan',
    content: 'A ring road plan.',
    client: 'JDA',
    category: 'Planning',
    date: '2025-06-01',
  };
  let superToken: string;
  beforeAll(async () => {
    superToken = await superAdminLogin(cms);
  });
  /** The admin's add and the panel's draft save (the panel's Save: a draft, where Strapi checks `required` only at publish). */
  const both = async (fields: Record<string, string>) => {
    const admin = await cms.request<{ message?: string }>('/project-add', { token, form: form(fields) });
    const panel = await panelCall(cms, CM, { token: superToken, json: fields });
    return { admin: [admin.status, admin.body.message], panel: [panel.status, panel.body.error?.message] };
  };

  it.each([
    ['without a client', { ...project, client: '' }, 'Client is required.'],
    ['without a date', { ...project, date: '  ' }, 'Date is required.'],
    ['with a date not a day', { ...project, date: '2025-02-30' }, 'Date must be a date in the form YYYY-MM-DD.'],
    [
      'with a description too long',
      { ...project, description: 'd'.repeat(contract.LONG_TEXT_MAX + 1) },
      `Description must be at most ${contract.LONG_TEXT_MAX} characters.`,
    ],
  ])('refuses a project %s, with the admin’s message, and stores nothing', async (_, fields, message) => {
    const before = await cms.strapi.documents('api::project.project').count({});
    const { admin, panel } = await both({ ...fields, title: `${project.title} ${Math.random()}` });
    expect(admin).toEqual([400, message]);
    expect(panel).toEqual([400, message]);
    expect(await cms.strapi.documents('api::project.project').count({})).toBe(before);
  });

  it('stores a complete project from either', async () => {
    const { admin, panel } = await both(project);
    expect(admin[0]).toBe(200);
    expect(panel[0]).toBe(201);
  });

  it('refuses a panel edit that empties a required field, and takes one that leaves it out', async () => {
    const created = await panelCall(cms, CM, { token: superToken, json: { ...project, title: 'Panel edit' } });
    const documentId = (created.body.data as { documentId: string }).documentId;
    const emptied = await panelCall(cms, `${CM}/${documentId}`, {
      method: 'PUT',
      token: superToken,
      json: { category: '' },
    });
    expect([emptied.status, emptied.body.error?.message]).toEqual([400, 'Category is required.']);
    const renamed = await panelCall(cms, `${CM}/${documentId}`, {
      method: 'PUT',
      token: superToken,
      json: { title: 'Panel edit, renamed' },
    });
    expect(renamed.status, renamed.text).toBe(200);
  });
});

describe('the panel refuses what the tables refuse, on the types only the panel edits', () => {
  const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
  let superToken: string;
  beforeAll(async () => {
    superToken = await superAdminLogin(cms);
  });
  const tableOf = (uid: string) => FIELD_TABLES.find(([tabled]) => tabled === uid)![1];

  it.each([
    [
      'a testimonial over its limit',
      'api::testimonial.testimonial',
      { author: 'R. Kedia', text: 't'.repeat(2001) },
      'text',
      'Testimonial must be at most 2000 characters.',
    ],
    ['a state without a name', 'api::state.state', { name: '  ' }, 'name', 'Name is required.'],
    [
      'a reason card over its limit',
      'api::reason-card.reason-card',
      { title: 'Experience', description: 'd'.repeat(1001) },
      'description',
      'Description must be at most 1000 characters.',
    ],
    [
      'a featured project without a title',
      'api::featured-project.featured-project',
      { title: '', type: 'Gated Township' },
      'title',
      'Title is required.',
    ],
  ] as const)('refuses %s with its table’s message, and stores nothing', async (_, uid, data, field, message) => {
    const value = (data as Record<string, string>)[field]!.trim();
    expect(contract.fieldProblem(tableOf(uid)[field]!, value)).toBe(message);
    const before = await cms.strapi.documents(uid).count({});
    const panel = await panelCall(cms, collection(uid), { token: superToken, json: data });
    expect([panel.status, panel.body.error?.message]).toEqual([400, message]);
    expect(await cms.strapi.documents(uid).count({})).toBe(before);
  });

  it('stores one within its table', async () => {
    const panel = await panelCall(cms, collection('api::testimonial.testimonial'), {
      token: superToken,
      json: { author: 'R. Kedia', company: 'Kedia Group', text: 't'.repeat(2000) },
    });
    expect(panel.status, panel.text).toBe(201);
  });

  it('refuses settings without a company name or with a phone over its limit, and keeps the stored ones', async () => {
    const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';
    const put = (json: Record<string, string>) => panelCall(cms, SETTINGS, { method: 'PUT', token: superToken, json });
    expect((await put({ company_name: 'Cadmax', phone: '+91 141 000 0000' })).status).toBe(200);
    for (const [json, message] of [
      [{ company_name: '' }, 'Company name is required.'],
      [{ company_name: 'Cadmax', phone: '9'.repeat(31) }, 'Phone must be at most 30 characters.'],
    ] as const) {
      const panel = await put(json);
      expect([panel.status, panel.body.error?.message]).toEqual([400, message]);
    }
    const stored = await cms.strapi.documents('api::site-setting.site-setting').findFirst({});
    expect(stored).toMatchObject({ company_name: 'Cadmax', phone: '+91 141 000 0000' });
  });
});

describe('an article through save and render', () => {
  it('keeps the editor’s colour, background and alignment and drops position, url() and expression()', async () => {
    const content =
      '<p style="text-align: center"><span style="color: #e60000; background-color: #ffffcc">Red on yellow</span></p>' +
      '<p style="position: fixed; inset: 0; background-image: url(https://evil.example/x.png)">cover</p>' +
      '<p><span style="color: expression(alert(1))">x</span><span style="background-color: url(javascript:alert(1))">y</span></p>';
    const saved = await cms.request<{ data: { _id: string; content: string } }>('/blog/create', {
      token,
      form: form({ title: 'Colours', short_content: 'Colour test.', content }),
    });
    expect(saved.status).toBe(200);
    const page = await cms.request<{ data: BlogArticle }>(`/site/blogs/${saved.body.data._id}`);
    expect(page.status).toBe(200);
    const rendered = renderRichText(page.body.data.content);
    for (const html of [saved.body.data.content, rendered]) {
      expect(html).toContain(
        '<p style="text-align:center"><span style="color:#e60000;background-color:#ffffcc">Red on yellow</span></p>',
      );
      expect(html).not.toMatch(/position|inset|url\(|expression|evil|javascript/);
    }
    expect(rendered).toBe(saved.body.data.content);
  });
});
