/**
 * The contract (packages/contract) against the CMS: the content types' schema.json (which cannot import) agrees with
 * its values and limits, and an article keeps the editor's colour through the save (CMS) and the render (web), both
 * cleaned with the one allowlist, while a dangerous style does not get through either.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_MAX,
  APPLICATION_STAGES,
  AUDIT_ACTIONS,
  AUDIT_TYPES,
  ENQUIRY_STATUSES,
  LONG_TEXT_MAX,
  META_DESCRIPTION_MAX,
  META_KEYWORD_MAX,
  META_TITLE_MAX,
  NAME_MAX,
  NOTE_MAX,
  PHONE_DIGITS,
  SERVICES,
  SUMMARY_MAX,
  TRASH_TYPES,
  type BlogArticle,
} from '@cadmax/contract';
import { sanitizeArticleHtml } from '../../web/app/lib/sanitize-html.server';
import { bootCms, CMS_DIR, type TestCms } from './support/cms';
import { form } from './support/fixtures';

type Attributes = Record<string, { enum?: string[]; maxLength?: number }>;
const attributesOf = (api: string): Attributes =>
  JSON.parse(fs.readFileSync(path.join(CMS_DIR, 'src', 'api', api, 'content-types', api, 'schema.json'), 'utf8'))
    .attributes;

describe('the content types agree with the contract', () => {
  it('stores a contact enquiry within the contact form’s values and limits', () => {
    const a = attributesOf('contact-enquiry');
    expect(a.services!.enum).toEqual(SERVICES);
    expect([a.name!.maxLength, a.email!.maxLength, a.phone_number!.maxLength, a.message!.maxLength]).toEqual([
      NAME_MAX,
      EMAIL_MAX,
      PHONE_DIGITS,
      LONG_TEXT_MAX,
    ]);
  });

  it('stores applications, subscribers and blogs within their forms’ limits', () => {
    const application = attributesOf('job-application');
    expect([application.email!.maxLength, application.phone_number!.maxLength]).toEqual([EMAIL_MAX, PHONE_DIGITS]);
    expect(attributesOf('subscriber').email!.maxLength).toBe(EMAIL_MAX);
    const blog = attributesOf('blog');
    expect([
      blog.short_content!.maxLength,
      blog.meta_title!.maxLength,
      blog.meta_description!.maxLength,
      blog.meta_keyword!.maxLength,
    ]).toEqual([SUMMARY_MAX, META_TITLE_MAX, META_DESCRIPTION_MAX, META_KEYWORD_MAX]);
  });
});

describe('the issue 15 types agree with the contract', () => {
  it('stores statuses, stages, notes, trash and audit entries within the contract’s values', () => {
    expect(attributesOf('contact-enquiry').status!.enum).toEqual(ENQUIRY_STATUSES);
    expect(attributesOf('job-application').stage!.enum).toEqual(APPLICATION_STAGES);
    expect(attributesOf('pipeline-note').text!.maxLength).toBe(NOTE_MAX);
    expect(attributesOf('trash-entry').record_type!.enum).toEqual(TRASH_TYPES);
    expect(attributesOf('audit-entry').record_type!.enum).toEqual(AUDIT_TYPES);
    expect(attributesOf('audit-entry').action!.enum).toEqual(AUDIT_ACTIONS);
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
    const rendered = sanitizeArticleHtml(page.body.data.content);
    for (const html of [saved.body.data.content, rendered]) {
      expect(html).toContain(
        '<p style="text-align:center"><span style="color:#e60000;background-color:#ffffcc">Red on yellow</span></p>',
      );
      expect(html).not.toMatch(/position|inset|url\(|expression|evil|javascript/);
    }
    expect(rendered).toBe(saved.body.data.content);
  });
});
