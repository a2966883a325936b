/**
 * The editor auth matrix over the panel's own APIs, listed from Strapi's router at test time (every
 * plugin's and the admin's routes, not the site's /api). The shipped Content editor:
 * - on every route that takes a content type in its path, for every private type (what visitors sent, the internal
 *   types, Strapi's admin::* tables), and on every other route with a private type in its query and body, gets
 *   401/403/404 (never an answer with data, never a 500);
 * - on every other route gets a refusal unless the route is one the role is meant to use (EDITOR_ROUTES, and the
 *   reads of EDITOR_READS), and never a 500 nor a private record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TYPES, PRIVATE_TYPES } from '../../src/lib/panel-access';
import { bootCms, type TestCms } from '../support/cms';
import { inviteEditor, panelCall, superAdminLogin } from '../support/panel';

let cms: TestCms;
let editorToken: string;
const MARKER = 'matrix-leak-marker';

/** What the role is for: its own account, the content manager's screens, the public types, the media library. */
const EDITOR_ROUTES = [
  // Strapi's catalogue of actions and conditions (the role editor's vocabulary, no grants, no records).
  /^\/admin\/permissions(\/check)?$/,
  /^\/admin\/(information|init|project-type|project-settings|telemetry-properties|license-limit-information|guided-tour-meta|homepage\/.*|users\/me.*|ai-.*|providers\/options|renew-token|access-token|token\/.*)$/,
  /^\/content-manager\/(init|content-types|components|content-types-settings|homepage\/.*|collection-types\/:model.*|single-types\/:model.*|content-types\/:uid\/configuration|components\/:uid\/configuration|relations\/:model.*|uid\/.*|preview\/url\/:contentType|preview\/script|history-versions.*)$/,
  /^\/upload\/(files.*|folders.*|folder-structure|actions\/bulk-.*|configuration|settings|ai-metadata-jobs.*|actions\/generate-ai-metadata|)$/,
  /^\/content-releases\/.*/,
  /^\/i18n\/(locales|iso-locales|content-manager\/actions\/.*)$/,
  /^\/review-workflows\/.*/,
];
/** Reads the role's screens make on routes whose writes are not the role's (the entry editor's header reads the i18n
 * settings' AI switch; saving them is the settings page's). */
const EDITOR_READS = [/^\/i18n\/settings$/];
const editorMay = (method: string, path: string) =>
  EDITOR_ROUTES.some((rule) => rule.test(path)) || (method === 'GET' && EDITOR_READS.some((rule) => rule.test(path)));
/** Never the editor's, whatever EDITOR_ROUTES says. */
const NEVER =
  /^\/(admin\/(users(?!\/me)|roles|api-tokens|transfer|webhooks|audit-logs)|users-permissions|content-type-builder|email\/settings)/;
const REFUSED = [401, 403, 404, 405];

interface Layer {
  path: string;
  methods: string[];
}
/** The admin's and every plugin's routes (each plugin's are under its name); not the site's /api nor the probes. */
const panelRoutes = () => {
  const prefixes = ['admin', ...Object.keys(cms.strapi.plugins)];
  return (
    (cms.strapi.server.listRoutes() as unknown as Layer[])
      .filter((layer) => prefixes.includes(layer.path.split('/')[1]))
      .flatMap((layer) =>
        layer.methods
          .filter((method) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
          .map((method) => ({ method, path: layer.path })),
      )
      // Ending the editor's own session (logout, DELETE /admin/users/me/sessions) would make every later answer a 401; the trial's time left is asked of
      // Strapi's licence server, which this machine cannot reach (a 500 for any caller, not a question of roles).
      .filter(({ path }) => !/logout|users\/me\/sessions|license-trial-time-left/.test(path))
  );
};

const privateTypes = () => [
  ...new Set([
    ...PRIVATE_TYPES,
    ...INTERNAL_TYPES,
    'plugin::users-permissions.user',
    'plugin::users-permissions.role',
    ...Object.keys(cms.strapi.contentTypes).filter((uid) => uid.startsWith('admin::')),
  ]),
];
/** The editor's session outlives each call (a refusal must not be a dead token's). */
async function expectSessionAlive(after: string) {
  const me = await panelCall(cms, '/admin/users/me', { token: editorToken });
  expect(me.status, `the editor's session ended after ${after}`).toBe(200);
}
const takesUid = (path: string) => /:(model|uid|contentType)\b/.test(path);

function fill(path: string, uid: string): string {
  const attributes = (
    cms.strapi.contentTypes as unknown as Record<string, { attributes: Record<string, { type: string }> }>
  )[uid]?.attributes;
  const relation = Object.entries(attributes ?? {}).find(([, a]) => a.type === 'relation')?.[0] ?? 'opening';
  return path
    .replace(/:targetField\b/g, relation)
    .replace(/:(?!(model|uid|contentType)\b)[a-zA-Z]+/g, '1')
    .replace(/:(model|uid|contentType)\b/g, uid);
}

beforeAll(async () => {
  cms = await bootCms();
  const superToken = await superAdminLogin(cms);
  editorToken = await inviteEditor(cms, superToken);
  await cms.strapi.db.query('api::contact-enquiry.contact-enquiry').create({
    data: {
      name: MARKER,
      email: `${MARKER}@example.in`,
      phone_number: '9876543210',
      services: 'Office',
      status: 'new',
    },
  });
});
afterAll(() => cms?.stop());

// The routes and the guards are the same on PostgreSQL; the matrix (about 1,800 calls) runs once, on SQLite.
describe.skipIf(process.env.DATABASE_CLIENT === 'postgres')(
  'the editor over the panel routes listed from the router',
  () => {
    it('lists the panel APIs (upload, relations, content manager, users, roles, tokens, webhooks, settings)', () => {
      const paths = panelRoutes().map((r) => r.path);
      console.log(`panel routes: ${paths.length}`);
      for (const expected of [
        '/upload',
        '/upload/files',
        '/upload/files/:id',
        '/upload/folders',
        '/content-manager/relations/:model/:targetField',
        '/content-manager/collection-types/:model',
        '/content-manager/single-types/:model',
        '/content-manager/uid/generate',
        '/content-manager/preview/url/:contentType',
        '/admin/users',
        '/admin/roles',
        '/admin/api-tokens',
        '/admin/transfer/tokens',
        '/admin/webhooks',
        '/upload/settings',
      ]) {
        expect(paths, expected).toContain(expected);
      }
    });

    it('refuses every private type on every route that takes a type in its path', async () => {
      let calls = 0;
      for (const { method, path } of panelRoutes().filter((r) => takesUid(r.path))) {
        await Promise.all(
          privateTypes().map(async (uid) => {
            const url = fill(path, uid);
            const res = await panelCall(cms, url, {
              method,
              token: editorToken,
              json: method === 'GET' ? undefined : {},
            });
            calls += 1;
            expect(REFUSED, `${method} ${url}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
            expect(res.text, url).not.toContain(MARKER);
          }),
        );
        await expectSessionAlive(`${method} ${path}`);
      }
      console.log(`type-in-path calls: ${calls}`);
    }, 300_000);

    it('refuses a private type named in the query or the body of every other route', async () => {
      let calls = 0;
      const unexpected = new Set<string>();
      for (const { method, path } of panelRoutes().filter((r) => !takesUid(r.path))) {
        for (const uid of [...PRIVATE_TYPES, 'admin::user', 'admin::api-token']) {
          const named = { model: uid, contentType: uid, contentTypeUID: uid, uid };
          const query = new URLSearchParams(named).toString();
          const url = `${fill(path, uid)}?${query}`;
          const res = await panelCall(cms, url, {
            method,
            token: editorToken,
            json: method === 'GET' ? undefined : { ...named, field: 'name', data: {} },
          });
          calls += 1;
          if (res.status >= 500) unexpected.add(`${method} ${path}: ${res.status}`);
          expect(res.text, url).not.toContain(MARKER);
          // The route took no type from the request: it must be one of the role's own.
          if (res.status < 400 && !editorMay(method, path)) unexpected.add(`${method} ${path}`);
        }
        await expectSessionAlive(`${method} ${path}`);
      }
      console.log(`type-in-query/body calls: ${calls}`);
      expect([...unexpected]).toEqual([]);
    }, 300_000);

    it("refuses users, roles, tokens, webhooks and settings, and every route that is not the role's", async () => {
      const unexpected: string[] = [];
      for (const { method, path } of panelRoutes()) {
        const url = fill(path, 'api::blog.blog');
        const res = await panelCall(cms, url, { method, token: editorToken, json: method === 'GET' ? undefined : {} });
        if (res.status >= 500) unexpected.push(`${method} ${url}: ${res.status}`);
        // 400: a public route (login, register, reset) refusing the empty body; 429: the login limiter.
        const refused = [...REFUSED, 400, 429].includes(res.status);
        if ((NEVER.test(path) || !editorMay(method, path)) && !refused)
          unexpected.push(`${method} ${url}: ${res.status}`);
        await expectSessionAlive(`${method} ${url}`);
      }
      expect(unexpected).toEqual([]);
    }, 300_000);

    it('gives the routes Strapi opens to any panel user the permission of their screen, and 400s for bad bodies', async () => {
      const superToken = await superAdminLogin(cms);
      const as = (token: string, method: string, path: string, json?: unknown) =>
        panelCall(cms, path, { method, token, json });
      // The editor: the screens' permissions are not the role's (before the fix: 200 on each, the settings saved).
      for (const [method, path, json] of [
        ['PUT', '/i18n/settings', { aiLocalizations: true }],
        ['GET', '/admin/content-api/permissions'],
        ['GET', '/admin/content-api/routes'],
        ['GET', '/users-permissions/permissions'],
        ['GET', '/users-permissions/policies'],
        ['GET', '/users-permissions/routes'],
        ['POST', '/email', { to: 'someone@example.in', subject: 'Hello', text: 'from the office' }],
      ] as const) {
        const res = await as(editorToken, method, path, json);
        expect(res.status, `${method} ${path}: ${res.text.slice(0, 200)}`).toBe(403);
      }
      const settings = (await as(superToken, 'GET', '/i18n/settings')).body.data as {
        aiLocalizations?: boolean;
      } | null;
      expect(settings?.aiLocalizations).not.toBe(true);
      // The editor's own homepage layout: saved when well formed, a 400 with the reason when not (was a 500).
      const layout = { widgets: [{ uid: 'plugin::content-manager.last-edited-entries', width: 6 }] };
      expect((await as(editorToken, 'PUT', '/admin/homepage/layout', layout)).status).toBe(200);
      const badLayout = await as(editorToken, 'PUT', '/admin/homepage/layout', {});
      expect(badLayout.status).toBe(400);
      expect(badLayout.body.error?.message).toMatch(/^Invalid homepage layout: widgets/);
      // The super admin keeps every screen: i18n settings saved, the catalogues, the layout, the email settings.
      expect((await as(superToken, 'PUT', '/i18n/settings', { aiLocalizations: false })).status).toBe(200);
      for (const path of [
        '/admin/content-api/permissions',
        '/admin/content-api/routes',
        '/users-permissions/permissions',
        '/users-permissions/routes',
        '/email/settings',
      ]) {
        expect((await as(superToken, 'GET', path)).status, path).toBe(200);
      }
      expect((await as(superToken, 'PUT', '/admin/homepage/layout', layout)).status).toBe(200);
      expect((await as(superToken, 'PUT', '/admin/homepage/layout', { widgets: 'x' })).status).toBe(400);
      // The test mail's own check still answers (the route is not the guard's); a mail without its fields is a 400.
      const noRecipient = await as(superToken, 'POST', '/email/test', {});
      expect([noRecipient.status, noRecipient.body.error?.message]).toEqual([400, 'No recipient(s) are given']);
      const emptyMail = await as(superToken, 'POST', '/email', {});
      expect([emptyMail.status, emptyMail.body.error?.message]).toEqual([
        400,
        'A mail needs to, subject and text (or html).',
      ]);
      await expectSessionAlive('the screens');
    });

    it("the editor's session still works (so the refusals above are not a dead token's)", async () => {
      expect((await panelCall(cms, '/admin/users/me', { token: editorToken })).status).toBe(200);
      expect(
        (await panelCall(cms, '/content-manager/collection-types/api::blog.blog', { token: editorToken })).status,
      ).toBe(200);
    });
  },
);
