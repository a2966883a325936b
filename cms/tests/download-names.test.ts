/**
 * A resume downloaded from the admin is named after its applicant in their own script: a
 * Devanagari name was dropped (`resume--<id>.pdf`); now it is in `filename*=UTF-8''…` (RFC 6266), with an ASCII
 * `filename` beside it for old clients.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, pdf } from './support/fixtures';
import { application } from './support/visitors';

let cms: TestCms;
let token: string;

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn({ openings: true }));
});
afterAll(() => cms?.stop());

it('keeps a Devanagari applicant name in the resume download name', async () => {
  const name = 'प्रिया शर्मा';
  const sent = await cms.request('/job-add', {
    form: form({ ...application, name }, [['resume', 'cv.pdf', pdf, 'application/pdf']]),
  });
  expect(sent.status, sent.text).toBe(200);
  const list = await cms.request<{ contactget: { _id: string; name: string }[] }>('/job-get', { token });
  const id = list.body.contactget.find((a) => a.name === name)!._id;
  const res = await fetch(`${cms.url}/api/job-resume/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const disposition = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  expect(decodeURIComponent(encoded ?? '')).toBe(`resume-प्रिया-शर्मा-${id}.pdf`);
  expect(disposition).toMatch(/filename="resume-[^"]*\.pdf"/);
});
