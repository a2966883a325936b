/** Login, the admin token on every admin route, profile and password (real Strapi over HTTP). */
import { LOCAL_ADMIN } from '@cadmax/contract';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterRoutes } from '../src/api/adapter/routes/adapter';
import { ensureAdminAccount } from '../src/lib/admin-account';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, png, svg } from './support/fixtures';
import { withEnv } from './support/env';

let cms: TestCms;
let token: string;
const LOGIN_REQUIRED = { status: false, message: 'Please log in first.' };

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
});
afterAll(() => cms?.stop());

const adminRoutes = adapterRoutes.filter((r) =>
  (r.config as { middlewares?: unknown[] }).middlewares?.includes('global::admin-auth'),
);
const samplePath = (path: string) => path.replace(/:[a-z]+/g, 'abc123');

describe('POST /login', () => {
  it('answers {status:true, token, message} for the right email and password', async () => {
    const res = await cms.request<{ status: boolean; token: string; message: string }>('/login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.token.split('.')).toHaveLength(3);
    expect(res.body.message).toBe('Login successfully!');
  });

  it('matches the email case-insensitively', async () => {
    const res = await cms.request('/login', { json: { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a wrong password', { email: ADMIN_EMAIL, password: 'wrong-password' }],
    ['an unknown email', { email: 'nobody@cadmax.test', password: ADMIN_PASSWORD }],
    ['the password with a trailing space', { email: ADMIN_EMAIL, password: `${ADMIN_PASSWORD} ` }],
  ])('answers 401 Invalid email/password for %s', async (_, json) => {
    const res = await cms.request('/login', { json });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: false, message: 'Invalid email/password' });
  });

  it.each([
    ['missing fields', {}],
    ['a number as email', { email: 42, password: ADMIN_PASSWORD }],
    ['an object as password', { email: ADMIN_EMAIL, password: { $ne: '' } }],
    ['an array as email', { email: [ADMIN_EMAIL], password: ADMIN_PASSWORD }],
  ])('answers 400 for %s', async (_, json) => {
    const res = await cms.request('/login', { json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'Please enter your email and password.' });
  });

  it('answers 400 JSON for malformed JSON and for a JSON array', async () => {
    const bad = await cms.request('/login', {
      raw: '{"email": "x@y.z",',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: false, message: 'The request body is not valid JSON.' });
    const array = await cms.request('/login', { json: [ADMIN_EMAIL, ADMIN_PASSWORD] });
    expect(array.status).toBe(400);
    expect(array.body).toMatchObject({ status: false });
  });

  it('answers 413 JSON for a body over the limit', async () => {
    const res = await cms.request('/login', { json: { email: ADMIN_EMAIL, password: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: false, message: expect.stringContaining('too large') });
  });
});

describe('admin routes without a valid token', () => {
  it('covers the admin routes of docs/api.md', () => {
    expect(adminRoutes.map((r) => r.path).sort()).toEqual(
      [
        '/profile-token',
        '/reset-password',
        '/contact-get',
        '/job-get',
        '/project-add',
        '/project/update',
        '/quote-services',
        '/quote-services',
        '/project/delete',
        '/subscribe/subscribe-email',
        '/teams',
        '/teams',
        '/teams-edit',
        '/teams-delete',
        '/blog/create',
        '/blog/update',
        '/blog/delete',
        '/jobget',
        '/jobadd',
        '/jobedit',
        '/jobdelete',
        '/profile-update',
        '/dashboard-counts',
        '/job-resume/:id',
        '/contact-export',
        '/job-export',
        '/logout',
        '/subscribe-export',
        // The inbox, the pipeline, the trash, the activity list, drafts and charts (D-11)
        '/contact-status',
        '/contact-note',
        '/contact-delete',
        '/job-stage',
        '/job-note',
        '/job-delete',
        '/pipeline-counts',
        '/trash',
        '/trash/restore',
        '/trash/delete',
        '/activity',
        '/blog/admin-get',
        '/blog/admin-get/:id',
        '/blog/publish',
        '/blog/unpublish',
        '/project/admin-get',
        '/project/admin-get/:id',
        '/project/publish',
        '/project/unpublish',
        '/preview-link',
        '/dashboard-stats',
        // The article editor's images, removing a subscriber (D-13.2)
        '/blog/image',
        '/subscribe/subscribe-delete',
        // The dashboard's most-read lists and the pages that bring enquiries (D-14.3)
        '/page-view-stats',
        '/page-sources',
        // Version history of blogs and projects (D-14.2)
        '/blog/versions/:id',
        '/blog/version-diff',
        '/blog/version-restore',
        '/project/versions/:id',
        '/project/version-diff',
        '/project/version-restore',
      ].sort(),
    );
  });

  const secret = () => process.env.ADMIN_API_JWT_SECRET as string;
  const badTokens: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['a malformed token', async () => 'not-a-token'],
    [
      'a token signed with another secret',
      async () => jwt.sign({ sub: 'x', tv: 0 }, 'another-secret', { audience: 'cadmax-admin' }),
    ],
    [
      'an expired token',
      async () => {
        const { body } = await cms.request<{ data: { _id: string } }>('/profile-token', { token });
        return jwt.sign({ sub: body.data._id, tv: 0, exp: Math.floor(Date.now() / 1000) - 60 }, secret(), {
          audience: 'cadmax-admin',
        });
      },
    ],
    [
      'a token for another audience',
      async () => {
        const { body } = await cms.request<{ data: { _id: string } }>('/profile-token', { token });
        return jwt.sign({ sub: body.data._id, tv: 0 }, secret(), { audience: 'someone-else', expiresIn: '1h' });
      },
    ],
    [
      'a token for an unknown admin',
      async () => jwt.sign({ sub: 'nosuchadmin', tv: 0 }, secret(), { audience: 'cadmax-admin', expiresIn: '1h' }),
    ],
  ];

  it.each(badTokens)('every admin route answers 401 Please log in first. with %s', async (_, makeToken) => {
    const bad = await makeToken();
    const before = await cms.count('api::blog.blog');
    for (const route of adminRoutes) {
      const res = await cms.request(samplePath(route.path), {
        method: route.method,
        token: bad,
        json: route.method === 'POST' ? { _id: 'abc123', title: 'T', name: 'N' } : undefined,
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(res.body, `${route.method} ${route.path}`).toEqual(LOGIN_REQUIRED);
    }
    expect(await cms.count('api::blog.blog')).toBe(before);
  });
});

describe('GET /profile-token', () => {
  it('answers the admin profile and nothing private', async () => {
    const res = await cms.request<{ status: boolean; data: Record<string, unknown> }>('/profile-token', { token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(Object.keys(res.body.data).sort()).toEqual(['_id', 'email', 'name', 'phone', 'profileImage']);
    expect(res.body.data).toMatchObject({ name: 'Site Admin', email: ADMIN_EMAIL, phone: '', profileImage: null });
    expect(res.text).not.toMatch(/password|token_version|\$2[aby]\$/);
  });
});

describe('POST /profile-update', () => {
  const valid = { name: 'Aarav Mehta', email: 'aarav@cadmax.test', phone: '9876543210' };

  it.each([
    ['a missing name', { ...valid, name: '' }, 'Please fill out all fields.'],
    ['a missing phone', { ...valid, phone: '' }, 'Please fill out all fields.'],
    ['a 9-digit phone', { ...valid, phone: '987654321' }, 'Phone number must be exactly 10 digits.'],
    ['an 11-digit phone', { ...valid, phone: '98765432101' }, 'Phone number must be exactly 10 digits.'],
    ['a phone with letters', { ...valid, phone: '98765abcde' }, 'Phone number must be exactly 10 digits.'],
    ['a bad email', { ...valid, email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
  ])('answers 400 for %s and changes nothing', async (_, fields, message) => {
    const res = await cms.request('/profile-update', { token, form: form(fields) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message });
    const profile = await cms.request<{ data: { name: string } }>('/profile-token', { token });
    expect(profile.body.data.name).not.toBe(fields.name);
  });

  it('refuses an SVG named .png and stores no file', async () => {
    const files = await cms.strapi.db.query('plugin::upload.file').count();
    const res = await cms.request('/profile-update', {
      token,
      form: form({ ...valid, email: ADMIN_EMAIL }, [['profileImage', 'me.png', svg, 'image/png']]),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'Images must be JPEG, PNG or WebP.' });
    expect(await cms.strapi.db.query('plugin::upload.file').count()).toBe(files);
  });

  it('updates name, email, phone and the profile image', async () => {
    const res = await cms.request<{ status: boolean; message: string; token: string; data: Record<string, string> }>(
      '/profile-update',
      {
        token,
        form: form({ ...valid, currentPassword: ADMIN_PASSWORD }, [
          ['profileImage', 'me.png', await png(), 'image/png'],
        ]),
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully.');
    expect(res.body.data).toMatchObject(valid);
    expect(res.body.data.profileImage).toMatch(/^\/uploads\/.+\.png$/);
    const image = await fetch(`${cms.url}${res.body.data.profileImage}`);
    expect(image.status).toBe(200);
    // The email is the login: the new one works.
    expect(await cms.login(valid.email, ADMIN_PASSWORD)).toBeTruthy();
    // The email change ended the older session; this one goes on with the answer's token.
    expect((await cms.request('/profile-token', { token })).status).toBe(401);
    token = res.body.token;
    // Back to the original for the other tests.
    const back = await cms.request<{ token: string }>('/profile-update', {
      token,
      form: form({ ...valid, email: ADMIN_EMAIL, currentPassword: ADMIN_PASSWORD }),
    });
    expect(back.status).toBe(200);
    token = back.body.token;
  });
});

describe('POST /reset-password', () => {
  const NEW_PASSWORD = 'Another-Password-2';

  it.each([
    [
      'a missing confirmation',
      { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
      'Please fill out all fields.',
    ],
    [
      'different passwords',
      { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
      'Passwords do not match!',
    ],
    [
      'a short password',
      { currentPassword: ADMIN_PASSWORD, newPassword: 'short1', confirmPassword: 'short1' },
      'Password must be at least 8 characters.',
    ],
    [
      'a wrong current password',
      { currentPassword: 'wrong-one', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'Current password is incorrect.',
    ],
    [
      'a number as password',
      { currentPassword: ADMIN_PASSWORD, newPassword: 12345678, confirmPassword: 12345678 },
      'Passwords must be text.',
    ],
  ])('answers 400 for %s', async (_, json, message) => {
    const res = await cms.request('/reset-password', { token, json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message });
    expect(await cms.login()).toBeTruthy();
  });

  it('changes the password, ends older sessions and answers a fresh token', async () => {
    const res = await cms.request<{ status: boolean; message: string; token: string }>('/reset-password', {
      token,
      json: { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Password updated successfully.' });
    expect((await cms.request('/profile-token', { token })).status).toBe(401);
    expect((await cms.request('/profile-token', { token: res.body.token })).status).toBe(200);
    expect((await cms.request('/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status).toBe(401);
    token = await cms.login(ADMIN_EMAIL, NEW_PASSWORD);
    expect((await cms.request('/profile-token', { token })).status).toBe(200);
  });
});

describe('the admin account at start', () => {
  it('production refuses the local default password', async () => {
    await withEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: LOCAL_ADMIN.password }, async () => {
      await expect(ensureAdminAccount(cms.strapi)).rejects.toThrow(/ADMIN_PASSWORD is the documented local default/);
    });
  });

  it('production refuses a missing ADMIN_API_JWT_SECRET', async () => {
    await withEnv({ NODE_ENV: 'production', ADMIN_API_JWT_SECRET: undefined }, async () => {
      await expect(ensureAdminAccount(cms.strapi)).rejects.toThrow(/ADMIN_API_JWT_SECRET is not set/);
    });
  });

  it('makes no second admin when one exists', async () => {
    await withEnv({ ADMIN_EMAIL: 'second@cadmax.test' }, async () => {
      await ensureAdminAccount(cms.strapi);
    });
    expect(await cms.count('api::site-admin.site-admin')).toBe(1);
  });
});
