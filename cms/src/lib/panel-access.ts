/**
 * Who sees what in the Strapi panel.
 *
 * The panel's "Content editor" role: the public content and the media library, nothing
 * visitors sent (enquiries, applications, subscribers, resumes), not the site admin account, no users,
 * roles or settings. Shipped in bootstrap: made when missing, its permissions reset to this list on
 * every start, so a change here reaches existing installs.
 */
import { LOCALES } from '@cadmax/contract';
import { isLocalizedType } from './locales';
import type { Core } from '@strapi/strapi';
import { INTERNAL_UIDS, NOT_PUBLIC_UIDS, PUBLIC_UIDS } from './content-types';

export const EDITOR_ROLE_CODE = 'cadmax-content-editor';
const EDITOR_ROLE_NAME = 'Content editor';

/** The types whose records show on the public site: the editor's whole world (the registry's public types). */
export const EDITABLE_TYPES = PUBLIC_UIDS;

/** What visitors sent and the CMS's own bookkeeping: no role but the super admin reads them. */
export const PRIVATE_TYPES = NOT_PUBLIC_UIDS;

// Blogs and projects use draft & publish (D-11.5): editors also get Strapi's Publish for them (PUBLISH_ACTION);
// for the other types saving is publishing.
const PUBLISH_ACTION = 'plugin::content-manager.explorer.publish';
const CONTENT_ACTIONS = ['create', 'read', 'update', 'delete'].map(
  (name) => `plugin::content-manager.explorer.${name}`,
);
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];
// Strapi's own sample roles start with every type, enquiries included.
const STRAPI_SAMPLE_ROLES = ['strapi-editor', 'strapi-author'];

interface Permission {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
}
interface RoleService {
  findOne(params: Record<string, unknown>): Promise<{ id: number } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
}
interface RegisteredAction {
  actionId: string;
  subjects?: string[];
}
interface PermissionService {
  actionProvider: { get(actionId: string): RegisteredAction | undefined };
}
interface ContentTypeService {
  getPermissionsWithNestedFields(actions: RegisteredAction[]): Permission[];
}

/**
 * Types no one opens in the panel, not even the super admin: the React admin's account (its bcrypt hash and
 * token version). Their schemas hide them from the content manager's menus, but Strapi still grants the super
 * admin read on every type (for relations), so its content-manager API would list them: the permission is
 * removed here, after Strapi's bootstrap has re-synced the super admin's permissions, so it answers 403.
 */
export const INTERNAL_TYPES = INTERNAL_UIDS;

export async function lockInternalTypes(strapi: Core.Strapi): Promise<void> {
  await strapi.db.query('admin::permission').deleteMany({ where: { subject: { $in: INTERNAL_TYPES } } });
}

const DELETE_ACTION = 'plugin::content-manager.explorer.delete';
const isCollection = (strapi: Core.Strapi) => (uid: string) =>
  (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { kind?: string }).kind === 'collectionType';

const hasDrafts = (strapi: Core.Strapi) => (uid: string) =>
  (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { options?: { draftAndPublish?: boolean } }).options
    ?.draftAndPublish === true;

export async function ensureEditorRole(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  const role =
    (await roles.findOne({ code: EDITOR_ROLE_CODE })) ??
    (await roles.create({
      name: EDITOR_ROLE_NAME,
      code: EDITOR_ROLE_CODE,
      description: 'Edits the public content (blogs, projects, team, jobs, services, settings…) and the media library.',
    }));
  const subjects = EDITABLE_TYPES.filter((uid) => uid in strapi.contentTypes);
  const { actionProvider } = strapi.service('admin::permission') as unknown as PermissionService;
  // Fields are listed from the live schemas, so a field added to a type is editable without a change here.
  const content = (
    strapi.service('admin::content-type') as unknown as ContentTypeService
  ).getPermissionsWithNestedFields(
    // Strapi's registered actions (they say which apply to fields), narrowed to the editable types: a permission
    // without its field list passes the API but the panel's form shows every field as forbidden.
    [
      ...CONTENT_ACTIONS.map((actionId) => ({
        ...actionProvider.get(actionId)!,
        // A single type (the site settings) is edited, never deleted: its delete would leave the site without them.
        subjects: actionId === DELETE_ACTION ? subjects.filter(isCollection(strapi)) : subjects,
      })),
      { ...actionProvider.get(PUBLISH_ACTION)!, subjects: subjects.filter(hasDrafts(strapi)) },
    ],
  );
  // D-15: on a localized type, every locale's version (Strapi's i18n allows none without the list).
  const inEveryLocale = content.map((permission) =>
    permission.subject && isLocalizedType(strapi, permission.subject)
      ? { ...permission, properties: { ...permission.properties, locales: [...LOCALES] } }
      : permission,
  );
  const media = MEDIA_ACTIONS.map((action) => ({ action, subject: null, properties: {} }));
  await roles.assignPermissions(role.id, [...inEveryLocale, ...media]);

  await strapi.db.query('admin::permission').deleteMany({
    where: { role: { code: { $in: STRAPI_SAMPLE_ROLES } }, subject: { $in: PRIVATE_TYPES } },
  });
}

interface SampleRoleService {
  getUsersCount(roleId: number): Promise<number>;
  deleteByIds(ids: number[]): Promise<unknown>;
}

/**
 * Strapi's sample Author and Editor roles are not used here (editors get the shipped "Content editor"): they are
 * deleted with their permissions, so the Roles screen lists only what is in use. Strapi creates them only when no
 * role exists, so they do not come back. One that someone was given is kept, so nobody loses their access.
 */
export async function removeSampleRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role') as unknown as SampleRoleService;
  const samples = (await strapi.db
    .query('admin::role')
    .findMany({ where: { code: { $in: STRAPI_SAMPLE_ROLES } }, select: ['id', 'code'] })) as {
    id: number;
    code: string;
  }[];
  for (const role of samples) {
    if ((await roles.getUsersCount(role.id)) > 0) {
      strapi.log.warn(`Panel: kept Strapi's sample role ${role.code}: it is assigned to a user.`);
      continue;
    }
    await roles.deleteByIds([role.id]);
  }
}
