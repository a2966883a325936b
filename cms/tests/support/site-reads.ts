/** The public site's reads (GET /api/site/*), which answer `{status, data}`. */
import { expect } from 'vitest';
import type { TestCms } from './cms';
import type { Core } from '@strapi/strapi';

/** A public read that must answer 200: its data. */
export async function siteData<T>(cms: TestCms, path: string): Promise<T> {
  const res = await cms.request<{ status: boolean; data: T }>(path);
  expect(res.status).toBe(200);
  return res.body.data;
}

/**
 * Sets fields of Site Settings, a single type: every start already made its one row (with the quote form's default
 * services), so a test updates that row rather than creating a second one no read would see.
 */
export async function setSiteSettings(strapi: Core.Strapi, data: Record<string, unknown>): Promise<void> {
  const docs = strapi.documents('api::site-setting.site-setting');
  const row = (await docs.findFirst({ fields: ['id'] } as never)) as { documentId: string } | null;
  if (row) await docs.update({ documentId: row.documentId, data } as never);
  else await docs.create({ data } as never);
}
