/**
 * POST /project-add, /project/update, /project/delete (admin); GET /project-get and /project-get/{id} (public reads).
 * Besides the spec's fields, every field the public pages show can be sent (docs/api.md): an update changes
 * only the optional fields it sends, so a client that knows only the spec's fields keeps them as they are.
 * D-11.5: a save publishes unless it says `status=draft` or `publishAt`; POST /project/publish and
 * /project/unpublish; GET /project/admin-get[/{id}], the admin's reads of the drafts with their state. The public
 * reads show published projects only. The logic is the project service's.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, projectBody, projectTranslationBody } from '@cadmax/contract';
import { action } from '../../../lib/action';
import { bodyOf } from '../../../lib/http';
import { readsOf } from '../../../lib/lean-read';
import { bodyLocale } from '../../../lib/locales';
import { toProject } from '../../../lib/mappers';
import { saveModeOf } from '../../../lib/publishable-service';
import { filesOf } from '../../../lib/uploads';
import { parseBody, recordId } from '../../../lib/validation';
import { POPULATE, PROJECT_NOT_FOUND, type ProjectService, type ProjectUploads } from '../../project/services/project';
import { answerSave, draftActions, publishedActions, versionActions } from '../publishable-actions';

const projects = (strapi: Core.Strapi) => readsOf<ProjectService>(strapi, 'api::project.project');

/**
 * R-5.6's fields (title ≤100, content ≤300, client, category and date required) and the optional public ones that
 * were sent, with the save's mode.
 */
function readProject(body: Record<string, unknown>) {
  const { removeLogo, ...fields } = parseBody(projectBody, body);
  return { fields, removeLogo: removeLogo === true, mode: saveModeOf(body) };
}

/** The save's uploads, `imageOrder` and `removeLogo`. */
const uploadsOf = (ctx: Context, body: Record<string, unknown>, removeLogo: boolean): ProjectUploads => ({
  images: filesOf(ctx, 'images'),
  logos: filesOf(ctx, 'logo'),
  imageOrder: body.imageOrder,
  removeLogo,
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    const { fields, removeLogo, mode } = readProject(body);
    const row = await projects(strapi).add(fields, mode, uploadsOf(ctx, body, removeLogo));
    answerSave(ctx, mode, row, toProject(row), 'Project added successfully.');
  }),

  update: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const locale = bodyLocale(body);
    if (locale !== DEFAULT_LOCALE) {
      // D-15.9: the project's texts in another language; its images, logo, slug and date are the English version's.
      const mode = saveModeOf(body);
      const row = await projects(strapi).translate(id, locale, parseBody(projectTranslationBody, body), mode, POPULATE);
      answerSave(ctx, mode, row, toProject(row), 'Project updated successfully.', locale);
      return;
    }
    const { fields, removeLogo, mode } = readProject(body);
    const row = await projects(strapi).edit(id, fields, mode, uploadsOf(ctx, body, removeLogo));
    answerSave(ctx, mode, row, toProject(row), 'Project updated successfully.');
  }),

  // D-11.5: adminList, adminFindOne, publish, unpublish; and the delete, to the trash (D-11.2)
  ...draftActions(strapi, 'project', PROJECT_NOT_FOUND, 'Project deleted successfully.'),

  // D-14.2: the versions, a diff between two, a restore as the draft
  ...versionActions(strapi, 'project', PROJECT_NOT_FOUND),

  // The public reads: published projects only
  ...publishedActions(
    () => ({ one: projects(strapi).record, page: projects(strapi).recordPage }),
    toProject,
    PROJECT_NOT_FOUND,
  ),
});
