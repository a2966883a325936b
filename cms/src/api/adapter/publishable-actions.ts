/**
 * D-11.5: the routes blogs and projects share, the same for both but for the type's reads, mapper and messages.
 * The logic is the type's service (src/lib/publishable-service.ts); these read the request and answer.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { messages, publishBody, type Locale, type PublishableType } from '@cadmax/contract';
import { adminLocale, needsLocale, requestLocale } from '../../lib/locales';
import { action } from '../../lib/action';
import { auditSubject } from '../../lib/audit';
import { bodyOf, notFound, ok } from '../../lib/http';
import { readsOf } from '../../lib/lean-read';
import { pageQuery, paged } from '../../lib/paging';
import { describeSave, type PublishableMethods, type SaveMode } from '../../lib/publishable-service';
import type { VersionService } from '../record-version/services/record-version';
import { parseBody, pathId, recordId } from '../../lib/validation';
import { PUBLISHABLE_UIDS } from './publishing';
import { trashAction } from './trash';

/** The type's public reads (published records only): one by id, and a page newest first with a search. */
export interface PublishedReads<R> {
  one: (documentId: string, locale: Locale) => Promise<R | null>;
  page: (offset: number, limit: number, search: string, locale: Locale) => Promise<{ rows: R[]; total: number }>;
}

/** GET /blog/get[/{id}] and /project-get[/{id}]: the same for blogs and projects, with the type's reads and mapper. */
export function publishedActions<R, T>(reads: () => PublishedReads<R>, toItem: (row: R) => T, notFoundMessage: string) {
  return {
    findOne: action(async (ctx) => {
      const row = await reads().one(pathId(ctx.params.id, notFoundMessage), requestLocale(ctx));
      if (!row) throw notFound(notFoundMessage);
      ok(ctx, { data: toItem(row) });
    }),

    list: action(async (ctx) => {
      const query = pageQuery(ctx);
      const { rows, total } = await reads().page(
        (query.page - 1) * query.limit,
        query.limit,
        query.search,
        requestLocale(ctx),
      );
      ok(ctx, paged(rows.map(toItem), total, query));
    }),
  };
}

/**
 * A save's answer, with the saved record (`data`) and its note in the activity list (describeSave). Its message
 * (D-13.4): a publish keeps the spec's (`published`: 'Blog created successfully.'); a draft save says the change is
 * not on the site yet, or when it will be.
 */
export function answerSave(
  ctx: Context,
  mode: SaveMode,
  row: { documentId: string; title: string },
  data: unknown,
  published: string,
  locale?: Locale,
): void {
  describeSave(ctx, mode, row, locale);
  const message =
    mode.status === 'published' ? published : mode.publishAt ? messages.draftScheduled : messages.draftSaved;
  ok(ctx, { message, data });
}

/**
 * GET /{type}/admin-get[/{id}], POST /{type}/publish, /{type}/unpublish and /{type}/delete: the same for blogs and
 * projects. `notFoundMessage` is the type's 404, `deleted` the delete's answer.
 */
export function draftActions(strapi: Core.Strapi, type: PublishableType, notFoundMessage: string, deleted: string) {
  const service = () => readsOf<PublishableMethods>(strapi, PUBLISHABLE_UIDS[type]);
  return {
    /** Every record, drafts included, with its state (admin). */
    adminList: action(async (ctx) => {
      const query = pageQuery(ctx);
      const { items, total } = await service().adminPage({ ...query, needs: needsLocale(ctx) });
      ok(ctx, paged(items, total, query));
    }),

    /** One record's draft with its state (admin: the edit form). */
    adminFindOne: action(async (ctx) => {
      ok(ctx, { data: await service().adminOne(pathId(ctx.params.id, notFoundMessage), adminLocale(ctx)) });
    }),

    /** `{_id, publishAt?}`: publish now, or at that time. */
    publish: action(async (ctx) => {
      const body = bodyOf(ctx);
      const id = recordId(body._id);
      const { publishAt } = parseBody(publishBody, body);
      const { message, subject } = await service().publish(id, publishAt);
      auditSubject(ctx, subject);
      ok(ctx, { message });
    }),

    /** `{_id}`: off the public site; the draft stays. */
    unpublish: action(async (ctx) => {
      const id = recordId(bodyOf(ctx)._id);
      auditSubject(ctx, await service().unpublish(id));
      ok(ctx, { message: messages.unpublished });
    }),

    remove: trashAction(strapi, type, notFoundMessage, deleted),
  };
}

/**
 * D-14.2: GET /{type}/versions/{id}[?locale=hi], /{type}/version-diff?from=&to=, POST /{type}/version-restore: a
 * record's versions in a language (D-15), what changed between two, and one saved again as that language's draft. The logic is the versions service's.
 */
export function versionActions(strapi: Core.Strapi, type: PublishableType, notFoundMessage: string) {
  const versions = () => strapi.service('api::record-version.record-version') as unknown as VersionService;
  return {
    versions: action(async (ctx) => {
      ok(ctx, { data: await versions().list(type, pathId(ctx.params.id, notFoundMessage), adminLocale(ctx)) });
    }),

    versionDiff: action(async (ctx) => {
      const query = ctx.query as Record<string, unknown>;
      const [from, to] = [pathId(query.from, messages.versionNotFound), pathId(query.to, messages.versionNotFound)];
      ok(ctx, { data: await versions().diff(type, from, to) });
    }),

    /** `{_id}`: the version's id. */
    restoreVersion: action(async (ctx) => {
      const { restored, subject } = await versions().restore(type, recordId(bodyOf(ctx)._id), notFoundMessage);
      auditSubject(ctx, subject);
      ok(ctx, { message: messages.versionRestored, data: restored });
    }),
  };
}
