/**
 * The contract (packages/contract) against the CMS: the content types' schema.json (which cannot import) agrees with
 * its values and limits, and an article keeps the editor's colour through the save (CMS) and the render (web), both
 * cleaned with the one allowlist, while a dangerous style does not get through either.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@cadmax/contract';
import type { BlogArticle } from '@cadmax/contract';
// The web renders an article through this function (web/app/lib/sanitize-html.server.ts re-exports it).
import { renderRichText } from '@cadmax/contract/rich-text';
import { bootCms, CMS_DIR, type TestCms } from './support/cms';
import { form } from './support/fixtures';

type Attributes = Record<string, { enum?: string[]; maxLength?: number }>;
const attributesOf = (api: string): Attributes =>
  JSON.parse(fs.readFileSync(path.join(CMS_DIR, 'src', 'api', api, 'content-types', api, 'schema.json'), 'utf8'))
    .attributes;

/** The contract's limit on each text field a form fills, by content type: the column must hold what passes. */
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
  blog: {
    short_content: contract.SUMMARY_MAX,
    meta_title: contract.META_TITLE_MAX,
    meta_description: contract.META_DESCRIPTION_MAX,
    meta_keyword: contract.META_KEYWORD_MAX,
  },
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

  it.each(Object.entries(VALUES))('stores %s within the contract’s values', (type, values) => {
    const attributes = attributesOf(type);
    for (const [name, allowed] of Object.entries(values)) expect(attributes[name]!.enum, name).toEqual(allowed);
  });
});

describe('an article through save and render', () => {
  let cms: TestCms;
  let token: string;
  beforeAll(async () => {
    cms = await bootCms();
    token = await cms.login();
  });
  afterAll(async () => {
    await cms?.stop();
  });

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
