/**
 * The Strapi panel (docs/security.md, the panel's rows): its super admin exists from the first request, the
 * site admin's secrets stay out of it, panel writes are sanitized and reach the public reads at once, the
 * shipped labels apply, and the "Content editor" role reaches the public content but nothing visitors sent.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteServiceMessages, type SiteSettings } from '@cadmax/contract';
import { applyPanelLayouts, PANEL_LAYOUTS } from '../src/lib/panel-layouts';
import { ensurePanelSuperAdmin } from '../src/lib/panel-super-admin';
import { EDITOR_ROLE_CODE } from '../src/lib/panel-access';
import { bootCms, CMS_DIR, PANEL_ADMIN_EMAIL, PANEL_ADMIN_PASSWORD, type TestCms } from './support/cms';
import { withEnv } from './support/env';
import { CM, panelCall, panelLogin as loginAs, type PanelOptions } from './support/panel';

let cms: TestCms;
let superToken: string;

interface PanelAnswer {
  status: number;
  body: { data?: Record<string, unknown> & { token?: string }; error?: { message?: string } } & Record<string, unknown>;
  text: string;
}

/** A call to the panel's own API (/admin/*, /content-manager/*, /upload/*), not the site's /api. */
const panel = (path: string, options: PanelOptions = {}) => panelCall(cms, path, options) as Promise<PanelAnswer>;
const panelLogin = (email: string, password: string) => loginAs(cms, email, password);

interface EnvScripts {
  assertSafeToStart(env: Record<string, string | undefined>): void;
}
/** scripts/lib/env.mjs (plain JS, no types): what `npm start` runs before the CMS. */
const envScripts = async () =>
  (await import(pathToFileURL(path.join(CMS_DIR, '..', 'scripts', 'lib', 'env.mjs')).href)) as EnvScripts;

beforeAll(async () => {
  cms = await bootCms();
  superToken = await panelLogin(PANEL_ADMIN_EMAIL, PANEL_ADMIN_PASSWORD);
});
afterAll(() => cms?.stop());

describe('the super admin', () => {
  it('exists at boot, so nobody can register as super admin', async () => {
    const init = await panel('/admin/init');
    expect(init.status).toBe(200);
    expect(init.body.data?.hasAdmin).toBe(true);

    const register = await panel('/admin/register-admin', {
      json: { email: 'intruder@example.com', password: 'Intruder-Password-1', firstname: 'In', lastname: 'Truder' },
    });
    expect(register.status).toBe(400);
    expect(register.text).not.toContain('token');
    expect(await cms.strapi.db.query('admin::user').count({ where: { email: 'intruder@example.com' } })).toBe(0);
    expect(await cms.strapi.db.query('admin::user').count({})).toBe(1);
  });

  it('is the configured account, which logs in; a wrong password does not', async () => {
    expect(superToken).toEqual(expect.any(String));
    const wrong = await panel('/admin/login', { json: { email: PANEL_ADMIN_EMAIL, password: 'Not-The-Password-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data?.token).toBeUndefined();
  });
});

describe('the super admin password', () => {
  it('is refused missing in production', async () => {
    await withEnv({ NODE_ENV: 'production', CMS_ADMIN_PASSWORD: undefined }, async () => {
      await expect(ensurePanelSuperAdmin(cms.strapi)).rejects.toThrow(/CMS_ADMIN_PASSWORD is not set/);
      const { assertSafeToStart } = await envScripts();
      expect(() => assertSafeToStart({ NODE_ENV: 'production' })).toThrow(/CMS_ADMIN_PASSWORD is not set/);
    });
  });
});

describe('the site admin account stays out of the panel', () => {
  it('is not served by the content manager, even to the super admin', async () => {
    const hash = (await cms.strapi.db.query('api::site-admin.site-admin').findOne({}))?.password_hash as string;
    expect(hash).toMatch(/^\$2/);
    const row = await cms.strapi.db.query('api::site-admin.site-admin').findOne({});
    const reads = [`${CM}/api::site-admin.site-admin`, `${CM}/api::site-admin.site-admin/${row.documentId}`];
    for (const path of reads) {
      const res = await panel(path, { token: superToken });
      expect(res.status, path).toBe(403);
      expect(res.text).not.toContain('password_hash');
      expect(res.text).not.toContain(hash);
    }
    const write = await panel(`${CM}/api::site-admin.site-admin/${row.documentId}`, {
      method: 'PUT',
      token: superToken,
      json: { password_hash: 'x', token_version: 99 },
    });
    expect(write.status).toBe(403);
    const unchanged = await cms.strapi.db.query('api::site-admin.site-admin').findOne({});
    expect([unchanged.password_hash, unchanged.token_version]).toEqual([hash, 0]);
    const types = await panel('/content-manager/content-types', { token: superToken });
    expect(types.status).toBe(200);
    const siteAdmin = (types.body.data as unknown as { uid: string; isDisplayed: boolean }[]).find(
      (t) => t.uid === 'api::site-admin.site-admin',
    );
    expect(siteAdmin?.isDisplayed).toBe(false);
  });

  it('nor are the audit trail, the trash and the notes (D-11): no one edits the trail, not even the super admin', async () => {
    await cms.strapi.documents('api::audit-entry.audit-entry').create({
      data: { action: 'create', record_type: 'blog', record_id: 'abc', title: 'Audited', user: 'a@b.in' } as never,
    });
    const entry = await cms.strapi.db.query('api::audit-entry.audit-entry').findOne({ where: { record_id: 'abc' } });
    for (const uid of ['audit-entry', 'trash-entry', 'pipeline-note']) {
      const res = await panel(`${CM}/api::${uid}.${uid}`, { token: superToken });
      expect(res.status, uid).toBe(403);
    }
    const write = await panel(`${CM}/api::audit-entry.audit-entry/${entry.documentId}`, {
      method: 'PUT',
      token: superToken,
      json: { title: 'Rewritten' },
    });
    expect(write.status).toBe(403);
    const remove = await panel(`${CM}/api::audit-entry.audit-entry/${entry.documentId}`, {
      method: 'DELETE',
      token: superToken,
    });
    expect(remove.status).toBe(403);
    const unchanged = await cms.strapi.db.query('api::audit-entry.audit-entry').findOne({ where: { id: entry.id } });
    expect(unchanged.title).toBe('Audited');
    const types = (await panel('/content-manager/content-types', { token: superToken })).body.data as unknown as {
      uid: string;
      isDisplayed: boolean;
    }[];
    for (const uid of [
      'api::audit-entry.audit-entry',
      'api::trash-entry.trash-entry',
      'api::pipeline-note.pipeline-note',
    ]) {
      expect(types.find((t) => t.uid === uid)?.isDisplayed, uid).toBe(false);
    }
  });
});

describe("what the site keeps privately of a visitor's form stays out of the panel", () => {
  // docs/api.md: no answer carries a submission key; the resume's stored name and the sender's network are private
  // too (docs/security.md). The super admin reads enquiries and applications, and none of these.
  const PRIVATE: Record<string, string[]> = {
    'api::contact-enquiry.contact-enquiry': ['submission_key'],
    'api::job-application.job-application': ['submission_key', 'resume_file', 'sender_network'],
  };
  const KEY = 'Pk9vSecretKey_0123456-x';
  const records: Record<string, string> = {};

  beforeAll(async () => {
    const enquiry = await cms.strapi.documents('api::contact-enquiry.contact-enquiry').create({
      data: {
        name: 'Private Fields',
        email: 'private@example.com',
        phone_number: '9876543210',
        services: 'Architecture',
        message: 'Is the key shown?',
        submission_key: KEY,
      },
    });
    const application = await cms.strapi.documents('api::job-application.job-application').create({
      data: {
        name: 'Private Fields',
        email: 'private@example.com',
        phone_number: '9876543210',
        position: 'Planner',
        city: 'Jaipur',
        resume_file: 'secret-stored-name.pdf',
        resume_name: 'Private Fields resume.pdf',
        submission_key: KEY,
        sender_network: 'NetworkHashSecret12345',
      },
    });
    records['api::contact-enquiry.contact-enquiry'] = enquiry.documentId;
    records['api::job-application.job-application'] = application.documentId;
  });

  it("are in none of the content manager's answers to the super admin: list, record, schema, layout", async () => {
    const secrets = [KEY, 'secret-stored-name.pdf', 'NetworkHashSecret12345'];
    const everyType = await panel('/content-manager/content-types', { token: superToken });
    const init = await panel('/content-manager/init', { token: superToken });
    expect([everyType.status, init.status]).toEqual([200, 200]);
    for (const [uid, fields] of Object.entries(PRIVATE)) {
      const answers = {
        list: await panel(`${CM}/${uid}?page=1&pageSize=10`, { token: superToken }),
        record: await panel(`${CM}/${uid}/${records[uid]}`, { token: superToken }),
        configuration: await panel(`/content-manager/content-types/${uid}/configuration`, { token: superToken }),
      };
      for (const [what, answer] of Object.entries(answers)) {
        expect(answer.status, `${uid} ${what}`).toBe(200);
        for (const field of fields) expect(answer.text, `${uid} ${what}`).not.toContain(field);
        for (const secret of secrets) expect(answer.text, `${uid} ${what}`).not.toContain(secret);
      }
      expect(answers.record.text).toContain('Private Fields');
      const schema = (everyType.body.data as unknown as { uid: string; attributes: object }[]).find(
        (t) => t.uid === uid,
      );
      const fromInit = (init.body.data as { contentTypes: { uid: string; attributes: object }[] }).contentTypes.find(
        (t) => t.uid === uid,
      );
      for (const field of fields) {
        expect(Object.keys(schema?.attributes ?? {}), uid).not.toContain(field);
        expect(Object.keys(fromInit?.attributes ?? {}), uid).not.toContain(field);
      }
    }
  });

  it('are neither a filter (no way to test a guess) nor written by the panel', async () => {
    for (const uid of Object.keys(PRIVATE)) {
      const withKey = async (key: string) =>
        panel(`${CM}/${uid}?filters[$and][0][submission_key][$eq]=${encodeURIComponent(key)}`, { token: superToken });
      const [right, wrong] = [await withKey(KEY), await withKey('WrongGuess_0123456789-x')];
      expect(right.status, uid).toBe(wrong.status);
      expect(right.text, uid).toBe(wrong.text);

      const write = await panel(`${CM}/${uid}/${records[uid]}`, {
        method: 'PUT',
        token: superToken,
        json: { submission_key: 'Overwritten_0123456789', sender_network: 'overwritten', resume_file: 'x.pdf' },
      });
      expect(write.status, uid).toBeLessThan(500);
      const row = await cms.strapi.db.query(uid as 'api::job-application.job-application').findOne({
        where: { documentId: records[uid] },
      });
      expect(row.submission_key, uid).toBe(KEY);
    }
  });
});

describe("the panel's license check", () => {
  it('answers every panel user with no trial, quietly (no call to the license server, no error logged)', async () => {
    const errors: unknown[] = [];
    const log = cms.strapi.log as unknown as { error: (...args: unknown[]) => void };
    const original = log.error;
    log.error = (...args: unknown[]) => {
      errors.push(args);
    };
    try {
      const res = await panel('/admin/license-trial-time-left', { token: superToken });
      expect(res.status).toBe(200);
      // The panel shows its trial countdown and banner only for a `trialEndsAt` (Strapi's TrialCountdown).
      expect(res.body).toEqual({ trialEndsAt: null });
      expect((await panel('/admin/license-trial-time-left')).status).toBe(401);
    } finally {
      log.error = original;
    }
    expect(errors).toEqual([]);
  });
});

describe('panel writes', () => {
  it('store blog HTML through the same allowlist as the React admin', async () => {
    const created = await panel(`${CM}/api::blog.blog`, {
      token: superToken,
      json: {
        title: 'Panel article',
        short_content: 'Written in the panel',
        content:
          '<h2>Hello</h2><p class="ql-indent-1">Safe <strong>text</strong></p><script>alert(1)</script><img src="https://example.com/x.png" onerror="alert(2)">',
      },
    });
    expect(created.status).toBe(201);
    const documentId = (created.body.data as { documentId: string }).documentId;
    const stored = await cms.strapi.documents('api::blog.blog').findOne({ documentId });
    expect(stored?.content).toBe(
      '<h2>Hello</h2><p class="ql-indent-1">Safe <strong>text</strong></p><img src="https://example.com/x.png" />',
    );

    const updated = await panel(`${CM}/api::blog.blog/${documentId}`, {
      method: 'PUT',
      token: superToken,
      json: { content: '<p>Edited</p><a href="javascript:alert(3)">x</a><svg onload="alert(4)"></svg>' },
    });
    expect(updated.status).toBe(200);
    const edited = await cms.strapi.documents('api::blog.blog').findOne({ documentId });
    expect(edited?.content).toBe('<p>Edited</p><a>x</a>');
    // Blogs have drafts (D-11.5): the site shows the edit once it is published (and nothing of the payload).
    expect((await cms.request(`/site/blogs/${documentId}`)).status).toBe(404);
    const published = await panel(`${CM}/api::blog.blog/${documentId}/actions/publish`, {
      token: superToken,
      json: {},
    });
    expect(published.status, published.text).toBe(200);
    const article = await cms.request<{ data: { content: string } }>(`/site/blogs/${documentId}`);
    expect(article.body.data.content).toBe('<p>Edited</p><a>x</a>');
  });

  it('refuse an article that is nothing but disallowed markup, as the React admin does', async () => {
    const before = await cms.count('api::blog.blog');
    const res = await panel(`${CM}/api::blog.blog`, {
      token: superToken,
      json: { title: 'Only a script', short_content: 'x', content: '<script>alert(1)</script><p onclick="x()"> </p>' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Content is required.');
    expect(await cms.count('api::blog.blog')).toBe(before);
  });

  it('to the site settings show on the public read at once (the public cache is cleared)', async () => {
    const before = await cms.request<{ data: { company_name: string } }>('/site/settings');
    expect(before.status).toBe(200);
    expect(before.body.data.company_name).not.toBe('Cadmax Panel Test');
    // Read twice: the second answer comes from the public cache.
    await cms.request('/site/settings');

    const saved = await panel('/content-manager/single-types/api::site-setting.site-setting', {
      method: 'PUT',
      token: superToken,
      json: { company_name: 'Cadmax Panel Test', phone: '+91 141 000 0000' },
    });
    expect(saved.status).toBe(200);
    const after = await cms.request<{ data: { company_name: string; phone: string } }>('/site/settings');
    expect(after.body.data.company_name).toBe('Cadmax Panel Test');
    expect(after.body.data.phone).toBe('+91 141 000 0000');
  });
});

describe('labels and list views', () => {
  it('show the shipped labels, descriptions, columns and sort', async () => {
    const res = await panel('/content-manager/content-types/api::blog.blog/configuration', { token: superToken });
    expect(res.status).toBe(200);
    const config = (
      res.body.data as {
        contentType: {
          settings: Record<string, unknown>;
          metadatas: Record<string, { edit: { label: string; description: string }; list: { label: string } }>;
          layouts: { list: string[] };
        };
      }
    ).contentType;
    expect(config.metadatas.short_content.edit.label).toBe('Short content');
    expect(config.metadatas.short_content.edit.description).toMatch(/300 characters/);
    expect(config.metadatas.short_content.list.label).toBe('Short content');
    expect(config.metadatas.meta_title.edit.label).toBe('Meta title');
    expect(config.metadatas.content.edit.label).toBe('Article');
    expect(config.layouts.list).toEqual(['id', 'title', 'short_content', 'image', 'createdAt']);
    expect(config.settings).toMatchObject({ mainField: 'title', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });

    const settings = await panel('/content-manager/content-types/api::site-setting.site-setting/configuration', {
      token: superToken,
    });
    const metadatas = (
      settings.body.data as { contentType: { metadatas: Record<string, { edit: { label: string } }> } }
    ).contentType.metadatas;
    expect(metadatas.map_embed_url.edit.label).toBe('Map embed URL');
    expect(metadatas.company_name.edit.label).toBe('Company name');
  });

  it('leave no empty cell in an edit form for a field kept out of it (the Stage field sat mid-row)', async () => {
    const path = '/content-manager/content-types/api::job-application.job-application/configuration';
    const { metadatas, layouts } = (
      (await panel(path, { token: superToken })).body.data as {
        contentType: {
          metadatas: Record<string, { edit: { visible?: boolean } }>;
          layouts: { edit: { name: string; size: number }[][] };
        };
      }
    ).contentType;
    const inRows = layouts.edit.flat().map((field) => field.name);
    expect(metadatas.resume_mime.edit.visible).toBe(false);
    expect(inRows.filter((name) => metadatas[name]?.edit.visible === false)).toEqual([]);
    expect(inRows).toContain('stage');
  });

  it("keep an editor's own layout change across restarts while the shipped version is unchanged", async () => {
    const path = '/content-manager/content-types/api::testimonial.testimonial/configuration';
    const current = (await panel(path, { token: superToken })).body.data as {
      contentType: Record<string, unknown> & {
        metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
        layouts: Record<string, unknown>;
        settings: Record<string, unknown>;
      };
    };
    const { metadatas, layouts, settings } = current.contentType;
    metadatas.author.edit.label = 'Client name';
    // The answer adds each relation's main field, which a save must not send back (as the panel does).
    for (const field of Object.values(metadatas)) delete field.list.mainField;
    const put = await panel(path, {
      method: 'PUT',
      token: superToken,
      json: { metadatas, layouts: { list: layouts.list, edit: layouts.edit }, settings },
    });
    expect(put.status).toBe(200);
    // What bootstrap runs on the next start.
    await applyPanelLayouts(cms.strapi);
    const after = (await panel(path, { token: superToken })).body.data as typeof current;
    expect(after.contentType.metadatas.author.edit.label).toBe('Client name');
  });
  it('apply again when the committed version changes', async () => {
    const path = '/content-manager/content-types/api::award.award/configuration';
    const shipped = PANEL_LAYOUTS['api::award.award'];
    PANEL_LAYOUTS['api::award.award'] = { ...shipped, fields: { ...shipped.fields, name: { label: 'Award title' } } };
    try {
      await applyPanelLayouts(cms.strapi);
    } finally {
      PANEL_LAYOUTS['api::award.award'] = shipped;
    }
    const config = (await panel(path, { token: superToken })).body.data as {
      contentType: { metadatas: Record<string, { edit: { label: string } }> };
    };
    expect(config.contentType.metadatas.name.edit.label).toBe('Award title');
  });
});

describe('the Content editor role', () => {
  let editorToken: string;

  beforeAll(async () => {
    // Invited the way the README says: the super admin creates the user, who sets a password from the link.
    const role = await cms.strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE_CODE } });
    expect(role?.name).toBe('Content editor');
    const invited = await panel('/admin/users', {
      token: superToken,
      json: { firstname: 'Esha', lastname: 'Editor', email: 'editor@cadmax.test', roles: [role.id] },
    });
    expect(invited.status).toBe(201);
    const registrationToken = (invited.body.data as { registrationToken: string }).registrationToken;
    const registered = await panel('/admin/register', {
      json: { registrationToken, userInfo: { firstname: 'Esha', lastname: 'Editor', password: 'Editor-Password-1' } },
    });
    expect(registered.status).toBe(200);
    editorToken = await panelLogin('editor@cadmax.test', 'Editor-Password-1');
  });

  it('cannot read what visitors sent, the site admin account, users or roles', async () => {
    for (const uid of [
      'contact-enquiry',
      'job-application',
      'subscriber',
      'site-admin',
      'trash-entry',
      'audit-entry',
      'pipeline-note',
    ]) {
      const res = await panel(`${CM}/api::${uid}.${uid}`, { token: editorToken });
      expect(res.status, uid).toBe(403);
    }
    expect((await panel('/admin/users', { token: editorToken })).status).toBe(403);
    expect((await panel('/admin/roles', { token: editorToken })).status).toBe(403);
    const invite = await panel('/admin/users', {
      token: editorToken,
      json: { firstname: 'X', lastname: 'Y', email: 'x@cadmax.test', roles: [1] },
    });
    expect(invite.status).toBe(403);
  });

  it('has a field list on each permission (without one the panel shows every field as forbidden)', async () => {
    const me = await panel('/admin/users/me/permissions', { token: editorToken });
    const permissions = me.body.data as unknown as {
      action: string;
      subject: string;
      properties: { fields?: string[] };
    }[];
    const blogRead = permissions.find(
      (p) => p.action === 'plugin::content-manager.explorer.read' && p.subject === 'api::blog.blog',
    );
    expect(blogRead?.properties.fields).toEqual(expect.arrayContaining(['title', 'content', 'short_content', 'image']));
    const settingsUpdate = permissions.find(
      (p) => p.action === 'plugin::content-manager.explorer.update' && p.subject === 'api::site-setting.site-setting',
    );
    expect(settingsUpdate?.properties.fields).toEqual(expect.arrayContaining(['company_name', 'map_embed_url']));
  });

  it('publishes and unpublishes blogs and projects, the types with drafts (D-11.5)', async () => {
    const me = await panel('/admin/users/me/permissions', { token: editorToken });
    const publishable = (me.body.data as unknown as { action: string; subject: string }[])
      .filter((p) => p.action === 'plugin::content-manager.explorer.publish')
      .map((p) => p.subject)
      .sort();
    expect(publishable).toEqual(['api::blog.blog', 'api::project.project']);
    const created = await panel(`${CM}/api::blog.blog`, {
      token: editorToken,
      json: { title: 'Panel draft', short_content: 'From the panel.', content: '<p>Panel.</p>' },
    });
    expect(created.status, created.text).toBe(201);
    const documentId = (created.body.data as { documentId: string }).documentId;
    expect((await cms.request(`/blog/get/${documentId}`)).status).toBe(404);
    const published = await panel(`${CM}/api::blog.blog/${documentId}/actions/publish`, {
      token: editorToken,
      json: {},
    });
    expect(published.status, published.text).toBe(200);
    expect((await cms.request(`/blog/get/${documentId}`)).status).toBe(200);
    const unpublished = await panel(`${CM}/api::blog.blog/${documentId}/actions/unpublish`, {
      token: editorToken,
      json: {},
    });
    expect(unpublished.status, unpublished.text).toBe(200);
    expect((await cms.request(`/blog/get/${documentId}`)).status).toBe(404);
  });

  it('edits the public content, the site settings and the media library', async () => {
    const list = await panel(`${CM}/api::blog.blog`, { token: editorToken });
    expect(list.status).toBe(200);
    const created = await panel(`${CM}/api::team-member.team-member`, {
      token: editorToken,
      json: { name: 'New Architect', position: 'Architect', sort_order: 9 },
    });
    expect(created.status).toBe(201);
    const documentId = (created.body.data as { documentId: string }).documentId;
    const removed = await panel(`${CM}/api::team-member.team-member/${documentId}`, {
      method: 'DELETE',
      token: editorToken,
    });
    expect(removed.status).toBe(200);
    const settings = await panel('/content-manager/single-types/api::site-setting.site-setting', {
      method: 'PUT',
      token: editorToken,
      json: { tagline: 'Edited by the editor' },
    });
    expect(settings.status).toBe(200);
    expect((await panel('/upload/files', { token: editorToken })).status).toBe(200);
  });

  it('cannot put a non-https social link or a foreign map in the site settings', async () => {
    const path = '/content-manager/single-types/api::site-setting.site-setting';
    for (const [field, value] of [
      ['facebook_url', 'data:text/html,<script>alert(1)</script>'],
      ['instagram_url', '//evil.example/x'],
      ['youtube_url', 'javascript:alert(1)'],
      ['map_embed_url', 'https://evil.example/maps?output=embed'],
    ]) {
      const res = await panel(path, { method: 'PUT', token: editorToken, json: { [field]: value } });
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.body.error?.message).toMatch(/https/);
      const stored = await cms.strapi.db.query('api::site-setting.site-setting').findOne({});
      expect(stored?.[field] ?? null).not.toBe(value);
    }
    const good = await panel(path, {
      method: 'PUT',
      token: editorToken,
      json: {
        facebook_url: 'https://www.facebook.com/cadmax',
        map_embed_url: 'https://maps.google.com/maps?q=Jaipur&output=embed',
      },
    });
    expect(good.status, good.text).toBe(200);
    const site = await cms.request<{ data: { social: { facebook: string | null } } }>('/site/settings');
    expect(site.body.data.social.facebook).toBe('https://www.facebook.com/cadmax');
  });

  it('edits the quote form’s services under the contract’s rules, with help on each field (R-3.13)', async () => {
    const path = '/content-manager/single-types/api::site-setting.site-setting';
    const repeat = await panel(path, {
      method: 'PUT',
      token: editorToken,
      json: { quote_services: [{ label: 'Land Surveys' }, { label: 'land surveys' }] },
    });
    expect([repeat.status, repeat.body.error?.message]).toEqual([400, quoteServiceMessages.duplicate('land surveys')]);
    const saved = await panel(path, {
      method: 'PUT',
      token: editorToken,
      json: { quote_services: [{ value: 'home', label: 'Home Renovation' }, { label: 'Land Surveys' }] },
    });
    expect(saved.status, saved.text).toBe(200);
    const site = await cms.request<{ data: SiteSettings }>('/site/settings');
    expect(site.body.data.quote_services).toEqual([
      { value: 'home', label: 'Home Renovation' },
      { value: 'Land Surveys', label: 'Land Surveys' },
    ]);
    const config = await panel('/content-manager/components/shared.quote-service/configuration', {
      token: editorToken,
    });
    const metadatas = (
      config.body.data as { component: { metadatas: Record<string, { edit: { label: string; description: string } }> } }
    ).component.metadatas;
    expect(metadatas.value.edit.label).toBe('Stored as');
    expect(metadatas.value.edit.description).toMatch(/Leave it empty for a new service/);
  });

  it("stays as shipped after a restart's bootstrap (idempotent)", async () => {
    const { ensureEditorRole } = await import('../src/lib/panel-access');
    const before = await cms.strapi.db
      .query('admin::permission')
      .count({ where: { role: { code: EDITOR_ROLE_CODE } } });
    await ensureEditorRole(cms.strapi);
    expect(await cms.strapi.db.query('admin::role').count({ where: { code: EDITOR_ROLE_CODE } })).toBe(1);
    expect(await cms.strapi.db.query('admin::permission').count({ where: { role: { code: EDITOR_ROLE_CODE } } })).toBe(
      before,
    );
  });
});
