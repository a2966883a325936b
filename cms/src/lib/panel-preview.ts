/**
 * The Strapi panel's Preview (Strapi 5's `admin.preview`, config/admin.ts): a blog's or a project's draft opens on
 * the site through the same signed link the React admin hands out (preview-token.ts), a published version on its
 * public page. Other types have no page of their own, so the panel shows no Preview for them.
 */
import type { Core } from '@strapi/strapi';
import { contentTypeOf } from './content-types';
import { previewPath, previewSession, signPreview } from './preview-token';

export interface PanelPreviewParams {
  documentId: string;
  /** 'draft' or 'published', as the panel's tab. */
  status?: string | null;
}

/** The site URL to open, or null for a type with no page (the panel then hides its Preview). */
export async function panelPreviewUrl(
  strapi: Core.Strapi,
  siteUrl: string,
  uid: string,
  { documentId, status }: PanelPreviewParams,
): Promise<string | null> {
  const type = contentTypeOf(uid)?.publish;
  if (!type || !documentId) return null;
  const site = siteUrl.replace(/\/+$/, '');
  if (status === 'published') {
    if (type === 'blog') return `${site}/blog-details/${encodeURIComponent(documentId)}`;
    const project = (await strapi
      .documents('api::project.project')
      .findOne({ documentId, status: 'published', fields: ['slug'] })) as { slug?: string } | null;
    if (project?.slug) return `${site}/project/${encodeURIComponent(project.slug)}`;
  }
  return `${site}${previewPath(type, documentId, signPreview(type, documentId, await previewSession(strapi)).token)}`;
}
