/**
 * Previews of drafts (D-11.5): GET /preview-link (admin) signs a link to the public page of one record's draft;
 * GET /preview/blog/{id} and /preview/project/{id} (public, the token in the query) answer that draft as the public
 * page reads it. The token is the only key (src/lib/preview-token.ts): a missing, forged, expired or other record's
 * token answers 403 and no draft. These answers are never cached: no-store, and not public-cache reads.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { messages, previewLinkQuery, type PreviewLink, type PublishableType } from '@cadmax/contract';
import { action } from '../../../lib/action';
import type { SiteAdminRow } from '../../../lib/records';
import { HttpError, noStore, notFound, ok } from '../../../lib/http';
import { previewPath, previewSession, signPreview, verifyPreview } from '../../../lib/preview-token';
import { readsOf } from '../../../lib/lean-read';
import { parseBody, pathId, recordId } from '../../../lib/validation';
import type { BlogReads } from '../../blog/services/blog';
import type { ProjectReads } from '../../project/services/project';
import { draftBlogArticle, draftProjectDetail } from '../site-content';
import { PUBLISHABLE_UIDS } from '../publishing';

const NOT_FOUND: Record<PublishableType, string> = { blog: 'Blog not found.', project: 'Project not found.' };

/** Whether the record has a draft (every record has one). */
async function exists(strapi: Core.Strapi, type: PublishableType, id: string): Promise<boolean> {
  if (type === 'blog') return Boolean(await readsOf<BlogReads>(strapi, PUBLISHABLE_UIDS.blog).draft(id));
  return Boolean(await readsOf<ProjectReads>(strapi, PUBLISHABLE_UIDS.project).draftRecord(id));
}

/**
 * The token check of a preview read: no page, no draft, for a link that is not this record's, has expired, or was
 * signed in a session that has since ended.
 */
async function checkToken(strapi: Core.Strapi, ctx: Context, type: PublishableType): Promise<string> {
  noStore(ctx);
  ctx.set('X-Robots-Tag', 'noindex');
  const id = pathId(ctx.params.id, NOT_FOUND[type]);
  if (!verifyPreview(type, id, ctx.query.token, await previewSession(strapi)))
    throw new HttpError(403, messages.previewInvalid);
  return id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  link: action(async (ctx) => {
    const { type } = parseBody(previewLinkQuery, ctx.query);
    const id = recordId(ctx.query._id);
    if (!(await exists(strapi, type, id))) throw notFound(NOT_FOUND[type]);
    const { token, expiresAt } = signPreview(type, id, (ctx.state.siteAdmin as SiteAdminRow).token_version ?? 0);
    const data: PreviewLink = {
      type,
      url: previewPath(type, id, token),
      expiresAt: expiresAt.toISOString(),
    };
    ok(ctx, { data });
  }),

  blog: action(async (ctx) => {
    const id = await checkToken(strapi, ctx, 'blog');
    const data = await draftBlogArticle(strapi, id);
    if (!data) throw notFound(NOT_FOUND.blog);
    ok(ctx, { data });
  }),

  project: action(async (ctx) => {
    const id = await checkToken(strapi, ctx, 'project');
    const data = await draftProjectDetail(strapi, id);
    if (!data) throw notFound(NOT_FOUND.project);
    ok(ctx, { data });
  }),
});
