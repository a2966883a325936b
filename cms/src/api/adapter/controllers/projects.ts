/**
 * POST /project-add, /project/update, /project/delete (admin); GET /project-get and /project-get/{id} (public reads).
 * Besides the spec's fields, every field the public pages show can be sent (docs/api.md): an update changes
 * only the optional fields it sends, so a client that knows only the spec's fields keeps them as they are.
 * Issue 15: a save publishes unless it says `status=draft` or `publishAt`; POST /project/publish and
 * /project/unpublish; GET /project/admin-get[/{id}], the admin's reads of the drafts with their state. The public
 * reads show published projects only.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { moveToTrash } from '../trash';
import { badRequest, bodyOf, notFound, ok } from '../../../lib/http';
import { toProject } from '../../../lib/mappers';
import { readsOf } from '../../../lib/lean-read';
import { pageQuery, totalPages } from '../../../lib/paging';
import { imageOrder, orderImages } from '../../../lib/project-images';
import { documents, type ProjectRow, type StrapiFile } from '../../../lib/records';
import { slugify, uniqueSlug } from '../../../lib/slug';
import { checkImages, filesOf, saveWithImages, type UploadedFile } from '../../../lib/uploads';
import { messages, projectBody, publishBody } from '@cadmax/contract';
import { describeSave, publish, saveModeOf, scheduleData, unpublish, withStates } from '../publishing';
import { parseBody, pathId, recordId } from '../../../lib/validation';
import type { ProjectReads } from '../../project/services/project';

const UID = 'api::project.project';
const POPULATE = ['images', 'logo'];
const NOT_FOUND = 'Project not found.';

const projects = (strapi: Core.Strapi) => documents<ProjectRow>(strapi, UID);
/** The public reads: lean queries in the project's service. */
const reads = (strapi: Core.Strapi) => readsOf<ProjectReads>(strapi, UID);

/**
 * R-5.6's fields (title ≤100, content ≤300, client, category and date required) and the optional public ones that
 * were sent; `removeLogo` is read beside them.
 */
function readProject(body: Record<string, unknown>) {
  const { removeLogo, ...fields } = parseBody(projectBody, body);
  return { fields, removeLogo: removeLogo === true };
}

/** The logo: at most one upload under `logo`; `removeLogo=true` clears the stored one. */
function readLogo(ctx: Context, removeLogo: boolean) {
  const files = filesOf(ctx, 'logo');
  if (files.length > 1) throw badRequest('Send at most one logo image.');
  return { file: files[0] as UploadedFile | undefined, remove: removeLogo };
}

/** The logo's media id to store: the new upload (the last of the uploads), null to clear, undefined to keep. */
const logoOf = (logo: ReturnType<typeof readLogo>, uploaded: StrapiFile[]) =>
  logo.file ? uploaded[uploaded.length - 1].id : logo.remove ? null : undefined;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    const { fields, removeLogo } = readProject(body);
    const mode = saveModeOf(body);
    const files = filesOf(ctx, 'images');
    const logo = readLogo(ctx, removeLogo);
    const order = imageOrder(body, files.length, []);
    const uploads = logo.file ? [...files, logo.file] : files;
    await checkImages(uploads);
    const slug = await uniqueSlug(
      slugify(fields.title),
      async (s) => (await projects(strapi).count({ filters: { slug: s } })) > 0,
    );
    const row = await saveWithImages(strapi, uploads, fields.title, (uploaded) =>
      projects(strapi).create({
        data: {
          ...fields,
          ...scheduleData(mode),
          slug,
          images: orderImages(order, uploaded.slice(0, files.length)),
          logo: logoOf(logo, uploaded) ?? null,
        },
        status: mode.status,
        populate: POPULATE,
      }),
    );
    describeSave(ctx, mode, row);
    ok(ctx, { message: 'Project added successfully.', data: toProject(row) });
  }),

  update: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const { fields, removeLogo } = readProject(body);
    const mode = saveModeOf(body);
    const existing = await projects(strapi).findOne({ documentId: id, populate: POPULATE });
    if (!existing) throw notFound(NOT_FOUND);
    const files = filesOf(ctx, 'images');
    const logo = readLogo(ctx, removeLogo);
    const current = (existing.images ?? []).map((f) => f.id);
    const order = imageOrder(body, files.length, current);
    const uploads = logo.file ? [...files, logo.file] : files;
    await checkImages(uploads);
    const row = await saveWithImages(strapi, uploads, fields.title, (uploaded) => {
      const newLogo = logoOf(logo, uploaded);
      const data = {
        ...fields,
        ...scheduleData(mode),
        images: orderImages(order, uploaded.slice(0, files.length)),
        ...(newLogo !== undefined && { logo: newLogo }),
      };
      return projects(strapi).update({ documentId: id, data, status: mode.status, populate: POPULATE });
    });
    if (!row) throw notFound(NOT_FOUND);
    describeSave(ctx, mode, row);
    ok(ctx, { message: 'Project updated successfully.', data: toProject(row) });
  }),

  /** Issue 15: every project, drafts included, with its state (admin). */
  adminList: action(async (ctx) => {
    const { page, limit, search } = pageQuery(ctx);
    const { rows, total } = await reads(strapi).draftRecordPage((page - 1) * limit, limit, search);
    const data = await withStates(strapi, 'project', rows, toProject);
    ok(ctx, { data, totalPages: totalPages(total, limit), currentPage: page, totalUsers: total });
  }),

  /** Issue 15: one project's draft with its state (admin: the edit form). */
  adminFindOne: action(async (ctx) => {
    const row = await reads(strapi).draftRecord(pathId(ctx.params.id, NOT_FOUND));
    if (!row) throw notFound(NOT_FOUND);
    const [data] = await withStates(strapi, 'project', [row], toProject);
    ok(ctx, { data });
  }),

  /** Issue 15: `{_id, publishAt?}`: publish now, or at that time. */
  publish: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const { publishAt } = parseBody(publishBody, body);
    ok(ctx, { message: await publish(strapi, ctx, 'project', id, publishAt, NOT_FOUND) });
  }),

  /** Issue 15: `{_id}`: off the public site; the draft stays. */
  unpublish: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    await unpublish(strapi, ctx, 'project', id, NOT_FOUND);
    ok(ctx, { message: messages.unpublished });
  }),

  remove: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    await moveToTrash(strapi, ctx, 'project', id, NOT_FOUND);
    ok(ctx, { message: 'Project deleted successfully.' });
  }),

  findOne: action(async (ctx) => {
    const row = await reads(strapi).record(pathId(ctx.params.id, NOT_FOUND));
    if (!row) throw notFound(NOT_FOUND);
    ok(ctx, { data: toProject(row) });
  }),

  list: action(async (ctx) => {
    const { page, limit, search } = pageQuery(ctx);
    const { rows, total } = await reads(strapi).recordPage((page - 1) * limit, limit, search);
    ok(ctx, { data: rows.map(toProject), totalPages: totalPages(total, limit), currentPage: page, totalUsers: total });
  }),
});
