import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootCms, type TestCms } from './support/cms';
import { panelCall, superAdminLogin } from './support/panel';

let cms: TestCms;
beforeAll(async () => {
  cms = await bootCms();
}, 180_000);
afterAll(() => cms?.stop());

it('the panel shows the new field with its label and help, and refuses it too long', async () => {
  const token = await superAdminLogin(cms);
  const config = await panelCall(cms, '/content-manager/content-types/api::project.project/configuration', { token });
  const meta = (config.body.data as { contentType: { metadatas: Record<string, { edit: Record<string, unknown> }> } })
    .contentType.metadatas.site_area!;
  console.log('panel site_area', JSON.stringify(meta.edit));
  expect(meta.edit).toMatchObject({ label: 'Site area', description: 'Up to 100 characters. The built-up area, on the project page.' });
  const base = { title: 'Walk', content: 'c', client: 'c', category: 'c', date: '2025-01-01' };
  const tooLong = await panelCall(cms, '/content-manager/collection-types/api::project.project', {
    token,
    json: { ...base, site_area: 'x'.repeat(101) },
  });
  expect([tooLong.status, tooLong.body.error?.message]).toEqual([400, 'Site area must be at most 100 characters.']);
  const ok = await panelCall(cms, '/content-manager/collection-types/api::project.project', {
    token,
    json: { ...base, site_area: '5 acres' },
  });
  expect(ok.status).toBe(201);
});
