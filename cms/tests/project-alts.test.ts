/**
 * A project's gallery alt texts name it by its published title. A rename published (the admin's save or
 * Publish) renames them; a rename kept as a draft leaves the public page's alts as they are until it is published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectDetail } from '@cadmax/contract';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, png } from './support/fixtures';

let cms: TestCms;
let token: string;

const FIELDS = {
  content: 'A township.',
  client: 'Jaipur Development Authority',
  category: 'Urban',
  date: '2026-01-05',
};

/** The public page's gallery and logo alt texts. */
async function publicAlts(slug: string): Promise<string[]> {
  const res = await cms.request<{ data: ProjectDetail }>(`/site/projects/${slug}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.gallery.map((m) => m.alt);
}

async function save(id: string, title: string, extra: Record<string, string> = {}) {
  const res = await cms.request('/project/update', { token, form: form({ _id: id, title, ...FIELDS, ...extra }) });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
});
afterAll(async () => {
  await cms?.stop();
});

describe('a project’s gallery alt texts', () => {
  let project: Project;

  beforeAll(async () => {
    const res = await cms.request<{ data: Project }>('/project-add', {
      token,
      form: form({ title: 'Amber Greens', ...FIELDS }, [
        ['images', 'a.png', await png(), 'image/png'],
        ['images', 'b.png', await png(80, 60), 'image/png'],
      ]),
    });
    expect(res.status, res.text).toBe(200);
    project = res.body.data;
    expect(await publicAlts(project.slug)).toEqual(['Amber Greens', 'Amber Greens']);
  });

  it('stay with the published title while a rename is only a draft', async () => {
    await save(project._id, 'Amber Meadows', { status: 'draft' });
    expect(await publicAlts(project.slug)).toEqual(['Amber Greens', 'Amber Greens']);
  });

  it('follow the title when the draft is published', async () => {
    const res = await cms.request('/project/publish', { token, json: { _id: project._id } });
    expect(res.status, res.text).toBe(200);
    expect(await publicAlts(project.slug)).toEqual(['Amber Meadows', 'Amber Meadows']);
  });

  it('follow a rename saved and published at once', async () => {
    await save(project._id, 'Amber Fields');
    expect(await publicAlts(project.slug)).toEqual(['Amber Fields', 'Amber Fields']);
  });
});
