/** The public site's reads (GET /api/site/*), which answer `{status, data}`. */
import { expect } from 'vitest';
import type { TestCms } from './cms';

/** A public read that must answer 200: its data. */
export async function siteData<T>(cms: TestCms, path: string): Promise<T> {
  const res = await cms.request<{ status: boolean; data: T }>(path);
  expect(res.status).toBe(200);
  return res.body.data;
}
