/**
 * The panel's own APIs reach no record of a type the caller's role cannot read, whichever plugin serves
 * them. Strapi checks each plugin's permission on its own model (the media library's on files, the content manager's
 * on the model in the path), but not on what a route reaches from there:
 * - `modelAccess`, on every admin route of every plugin: a content-type uid the request names (in its path, query or
 *   body, and a relation's target) must be readable by the caller's role; the internal types and Strapi's own
 *   `admin::*` tables are read by no one (403, not the 500 Strapi answered for a type the role does not hold);
 * - `fileLinksClosed`, on every route of the upload plugin (the panel's and /api/upload): a file's morph relation
 *   `related` (every column of every record the file is used by, password hashes included) is neither queried nor
 *   answered, no upload links a file to a record (`ref`/`refId`/`field`: records link their files when saved), and
 *   "upload from URLs" (the CMS fetching an address of the caller's choosing) is off: the media library holds
 *   images people upload;
 * - `SCREEN_PERMISSIONS`: the admin routes Strapi opens to any signed-in panel user get the permission of the screen
 *   that uses them, and the bodies Strapi handed on unchecked (a mail, the homepage layout) are a 400, not a 500.
 * - `noTrial`: the license's trial countdown (`/admin/license-trial-time-left`, asked by every panel page) asked
 *   Strapi's license server, which this community install has no key for: a 500 and an error log on every page. It
 *   answers that there is no trial, as the panel reads it (no countdown, no banner).
 * Wired in register() (src/index.ts), before Strapi builds its routes.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';
import { INTERNAL_TYPES } from './panel-access';

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
interface Route {
  handler?: unknown;
  config?: { middlewares?: unknown[] } & Record<string, unknown>;
}
interface Router {
  type?: string;
  routes: Route[];
}
type RouterInput = Router | ((args: { strapi: Core.Strapi }) => Router);

const READ = 'plugin::content-manager.explorer.read';
/** Where the panel's routes name a content type. */
const UID_KEYS = ['model', 'uid', 'contentType', 'contentTypeUID', 'contentTypeUid', 'targetModel'];
const CLOSED_TO_ALL = (uid: string) => uid.startsWith('admin::') || (INTERNAL_TYPES as readonly string[]).includes(uid);

interface Ability {
  can(action: string, subject: string): boolean;
}
interface Attribute {
  type?: string;
  relation?: string;
  target?: string;
}
type Schemas = Record<string, { attributes: Record<string, Attribute> } | undefined>;

function namedUids(ctx: Context): string[] {
  const body = (ctx.request as { body?: unknown }).body;
  const sources = [ctx.params, ctx.query, body && typeof body === 'object' ? body : {}] as Record<string, unknown>[];
  return sources.flatMap((source) =>
    UID_KEYS.map((key) => source?.[key]).filter((value): value is string => typeof value === 'string'),
  );
}

/** The type a relation route reads from (`/relations/:model/[:id/]:targetField`); a morph has none: no one reads it. */
function relationTarget(strapi: Core.Strapi, ctx: Context): string | null | undefined {
  const { model, targetField } = (ctx.params ?? {}) as Record<string, string | undefined>;
  if (!model || !targetField) return undefined;
  const schemas = { ...strapi.contentTypes, ...strapi.components } as unknown as Schemas;
  const attribute = schemas[model]?.attributes[targetField];
  if (attribute?.type !== 'relation') return undefined;
  return attribute.target ?? null;
}

export const modelAccess =
  (strapi: Core.Strapi): Middleware =>
  async (ctx, next) => {
    const ability = ctx.state.userAbility as Ability | undefined;
    const target = relationTarget(strapi, ctx);
    if (target === null) throw new errors.ForbiddenError('This relation is not readable in the panel.');
    for (const uid of [...namedUids(ctx), ...(target ? [target] : [])]) {
      if (!uid.includes('::')) continue; // a component (its own permissions are its type's)
      const readable =
        !CLOSED_TO_ALL(uid) && (!(uid in strapi.contentTypes) || ability === undefined || ability.can(READ, uid));
      if (!readable) throw new errors.ForbiddenError('Your role cannot read this type.');
    }
    return next();
  };

const SELECTORS = new Set(['populate', 'fields', 'sort', 'on']);
const LINK_FIELDS = ['ref', 'refId', 'field', 'path'];

/** Whether a query names the `related` relation: as a key anywhere, or as a name in a populate, fields or sort. */
function namesLinks(value: unknown, selector = false): boolean {
  if (typeof value === 'string') return selector && value.split(/[\s,.:]+/).includes('related');
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, inner]) => key === 'related' || namesLinks(inner, selector || SELECTORS.has(key)),
  );
}

const isPlain = (value: object) => Object.getPrototypeOf(value) === Object.prototype;

/** Drops `related` from every object of an answer (a `populate=*` expands to it before any check of ours). */
function withoutLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLinks);
  if (!value || typeof value !== 'object' || !isPlain(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'related')
      .map(([key, inner]) => [key, withoutLinks(inner)]),
  );
}

export const fileLinksClosed: Middleware = async (ctx, next) => {
  const route = ctx.state.route as { handler?: unknown } | undefined;
  if (route?.handler === 'admin-upload.uploadFromUrls') {
    throw new errors.ForbiddenError('Upload from URLs is turned off: upload the image from your computer.');
  }
  if (namesLinks(ctx.query)) {
    throw new errors.ValidationError("A file's links to records cannot be queried here.");
  }
  const body = (ctx.request as { body?: Record<string, unknown> }).body;
  if (body && typeof body === 'object' && LINK_FIELDS.some((key) => body[key] !== undefined && body[key] !== '')) {
    throw new errors.ValidationError(
      'Files are not linked to records by the upload: upload the file, then choose it in the record.',
    );
  }
  await next();
  // Only a JSON answer is rewritten (setting a missing body would turn the status into 204).
  if (ctx.body && typeof ctx.body === 'object' && (Array.isArray(ctx.body) || isPlain(ctx.body)))
    ctx.body = withoutLinks(ctx.body);
};

/** Strapi's `POST /admin/permissions/check` reads `permissions` unchecked: without the list it answered 500. */
const permissionListRequired: Middleware = async (ctx, next) => {
  const body = (ctx.request as { body?: { permissions?: unknown } }).body;
  if (!Array.isArray(body?.permissions)) throw new errors.ValidationError('permissions must be a list.');
  return next();
};

/**
 * Admin routes Strapi leaves to any signed-in panel user (its only policy is `admin::isAuthenticatedAdmin`), keyed by
 * plugin (`admin` for the admin's own) and handler: each gets the permission of the panel screen that uses it, checked
 * by Strapi's own `admin::hasPermissions` policy (403 to a role without it; the super admin holds every permission).
 * The Content editor reached these: saving the i18n settings, reading the Content API's and Users & Permissions'
 * catalogues (the API token and role screens' lists of every route and action), and sending any mail to anyone
 * through the CMS's mail account (`POST /email`, which no screen calls: the settings' test mail is `/email/test`).
 */
const SCREEN_PERMISSIONS: Record<string, Record<string, string>> = {
  admin: {
    'content-api.getPermissions': 'admin::api-tokens.read',
    'content-api.getRoutes': 'admin::api-tokens.read',
  },
  i18n: { 'settings.updateSettings': 'plugin::i18n.locale.update' },
  'users-permissions': {
    'permissions.getPermissions': 'plugin::users-permissions.roles.read',
    'permissions.getPolicies': 'plugin::users-permissions.roles.read',
    'permissions.getRoutes': 'plugin::users-permissions.roles.read',
  },
  email: { 'email.send': 'plugin::email.settings.read' },
};

/** `POST /email` hands its body to the mail provider unchecked: without an address and a text it answered 500. */
const mailRequired: Middleware = async (ctx, next) => {
  const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (!filled(body.to) || !filled(body.subject) || !(filled(body.text) || filled(body.html)))
    throw new errors.ValidationError('A mail needs to, subject and text (or html).');
  return next();
};

/** Strapi parses the homepage layout with zod inside its service: a malformed body was a ZodError, a 500. */
const layoutValidated: Middleware = async (ctx, next) => {
  try {
    return await next();
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ZodError') throw error;
    const issues = (error as Error & { issues?: { path?: unknown[]; message?: string }[] }).issues ?? [];
    const detail = issues.map((issue) => [issue.path?.join('.'), issue.message].filter(Boolean).join(': '));
    throw new errors.ValidationError(`Invalid homepage layout: ${detail.join('; ') || error.message}`);
  }
};

/** No trial to count down (this install has no license key), answered without asking the license server. */
const noTrial: Middleware = async (ctx) => {
  ctx.body = { trialEndsAt: null };
};

/** The guards of one plugin's (or the admin's) admin routes, by handler. */
function routeGuards(plugin: string, route: Route): Middleware[] {
  const handler = typeof route.handler === 'string' ? route.handler : '';
  return [
    ...(plugin === 'admin' && handler === 'permission.check' ? [permissionListRequired] : []),
    ...(plugin === 'admin' && handler === 'homepage.updateHomepageLayout' ? [layoutValidated] : []),
    ...(plugin === 'admin' && handler === 'admin.licenseTrialTimeLeft' ? [noTrial] : []),
    ...(plugin === 'email' && handler === 'email.send' ? [mailRequired] : []),
  ];
}

/** Adds the screen's permission to a route's policies (after Strapi's own, so a signed-out caller still gets 401). */
function withScreenPermission(plugin: string, route: Route): void {
  const action = typeof route.handler === 'string' ? SCREEN_PERMISSIONS[plugin]?.[route.handler] : undefined;
  if (!action) return;
  const policies = (route.config?.policies as unknown[] | undefined) ?? [];
  route.config = {
    ...route.config,
    policies: [...policies, { name: 'admin::hasPermissions', config: { actions: [action] } }],
  };
}

function withMiddlewares(router: Router, middlewares: (router: Router, route: Route) => Middleware[]): Router {
  for (const route of router.routes) {
    const added = middlewares(router, route);
    if (added.length > 0)
      route.config = { ...route.config, middlewares: [...added, ...(route.config?.middlewares ?? [])] };
  }
  return router;
}

/** In register(): every plugin's routers get the guards (a router given as a factory gets them when Strapi makes it). */
export function guardPanelRoutes(strapi: Core.Strapi): void {
  const access = modelAccess(strapi);
  const admin = strapi.admin as unknown as { routes: Record<string, RouterInput> };
  for (const [key, input] of Object.entries(admin.routes)) {
    const guards = (_router: Router, route: Route) => {
      withScreenPermission('admin', route);
      return [access, ...routeGuards('admin', route)];
    };
    admin.routes[key] =
      typeof input === 'function' ? (args) => withMiddlewares(input(args), guards) : withMiddlewares(input, guards);
  }
  for (const [name, plugin] of Object.entries(strapi.plugins)) {
    const routes = (plugin as unknown as { routes?: Record<string, RouterInput> | unknown[] }).routes;
    if (!routes || Array.isArray(routes)) continue;
    const guards = (router: Router, route: Route) => {
      const panel = (router.type ?? 'admin') === 'admin';
      if (panel) withScreenPermission(name, route);
      return [...(panel ? [access, ...routeGuards(name, route)] : []), ...(name === 'upload' ? [fileLinksClosed] : [])];
    };
    for (const [key, input] of Object.entries(routes)) {
      routes[key] =
        typeof input === 'function' ? (args) => withMiddlewares(input(args), guards) : withMiddlewares(input, guards);
    }
  }
}
