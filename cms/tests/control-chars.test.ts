/**
 * Text fields refuse control characters on write: a NUL, BEL or ESC in an article's title or
 * summary made /rss.xml invalid XML for every reader. The rule is the field tables' (fieldProblem), so the React
 * admin's API and the panel's saves refuse alike, with the same 400; TAB and line breaks in a text stay allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@cadmax/contract';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, png } from './support/fixtures';
import { superAdminLogin, panelCall } from './support/panel';

let cms: TestCms;
let token: string;

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
});
afterAll(() => cms?.stop());

const blogCreate = async (fields: Record<string, string>) =>
  cms.request<{ message?: string; data?: { _id: string } }>('/blog/create', {
    token,
    form: form(fields, [['imageUrl', 'cover.png', await png(), 'image/png']]),
  });

describe('control characters in text fields', () => {
  it('are refused by the admin API with a 400 naming the field, and nothing is stored', async () => {
    const before = await cms.count('api::blog.blog');
    const title = await blogCreate({ title: 'Bell\u0007 in the title', short_content: 'Fine.', content: '<p>x</p>' });
    expect(title.status, title.text).toBe(400);
    expect(title.body.message).toBe(fieldMessages.textControlChars('Title'));
    const summary = await blogCreate({ title: 'Fine', short_content: 'Esc\u001b[31m red', content: '<p>x</p>' });
    expect(summary.status).toBe(400);
    expect(summary.body.message).toBe(fieldMessages.textControlChars('Short content'));
    const c1 = await blogCreate({ title: 'C1\u0085 next line', short_content: 'Fine.', content: '<p>x</p>' });
    expect(c1.status).toBe(400);
    expect(await cms.count('api::blog.blog')).toBe(before);
  });

  it('but not a summary over several lines', async () => {
    const ok = await blogCreate({ title: 'Lines', short_content: 'One\r\nTwo\tthree', content: '<p>x</p>' });
    expect(ok.status, ok.text).toBe(200);
  });

  it('are refused by the panel too, on every type with a field table', async () => {
    const superToken = await superAdminLogin(cms);
    const blog = await panelCall(cms, '/content-manager/collection-types/api::blog.blog', {
      token: superToken,
      json: { title: 'Panel\u0000 title', short_content: 'x', content: '<p>x</p>' },
    });
    expect(blog.status).toBe(400);
    expect(blog.body.error?.message).toBe(fieldMessages.textControlChars('Title'));
    const settings = await panelCall(cms, '/content-manager/single-types/api::site-setting.site-setting', {
      method: 'PUT',
      token: superToken,
      json: { tagline: 'Planning\u0008 Jaipur' },
    });
    expect(settings.status).toBe(400);
    expect(settings.body.error?.message).toMatch(/control character/);
  });
});
