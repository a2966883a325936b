/**
 * The contract (packages/contract) against the CMS: the content types' schema.json (which cannot import) agrees with
 * its values, limits and field tables; the panel refuses what the React admin's API refuses; and an article keeps the editor's colour through the save (CMS) and the render (web), both
 * cleaned with the one allowlist, while a dangerous style does not get through either.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@cadmax/contract';
import type { BlogArticle } from '@cadmax/contract';
// The web renders an article through this function (web/app/lib/sanitize-html.server.ts re-exports it).
import { renderRichText } from '@cadmax/contract/rich-text';
import { FIELD_TABLES } from '../src/lib/content-types';
import { bootCms, CMS_DIR, type TestCms } from './support/cms';
import { form } from './support/fixtures';
import { panelCall, superAdminLogin } from './support/panel';

type Attributes = Record<string, { type: string; enum?: string[]; maxLength?: number; required?: boolean }>;
const attributesOf = (api: string): Attributes =>
  JSON.parse(fs.readFileSync(path.join(CMS_DIR, 'src', 'api', api, 'content-types', api, 'schema.json'), 'utf8'))
    .attributes;

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
};

/** The contract's values of each enumeration, by content type (D-11's statuses, trash and audit). */
const VALUES: Record<string, Record<string, readonly string[]>> = {
  'contact-enquiry': { status: contract.ENQUIRY_STATUSES },
  'job-application': { stage: contract.APPLICATION_STAGES },
  'trash-entry': { record_type: contract.TRASH_TYPES },
  'audit-entry': { record_type: contract.AUDIT_TYPES, action: contract.AUDIT_ACTIONS },
};

describe('the content types agree with the contract', () => {
  it.each(Object.entries(LIMITS))('stores %s within its form’s limits', (type, limits) => {
    const attributes = attributesOf(type);
    for (const [name, max] of Object.entries(limits)) expect(attributes[name]!.maxLength, name).toBe(max);
  });

  it('has a field table for every type the React admin edits', () => {
    expect(FIELD_TABLES.map(([uid]) => uid).sort()).toEqual([
      'api::blog.blog',
      'api::job-opening.job-opening',
      'api::project.project',
      'api::team-member.team-member',
    ]);
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
