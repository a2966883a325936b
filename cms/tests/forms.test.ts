/** The public forms (contact, job application, subscribe), their admin lists, resumes and the dashboard counts. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { doc, docx, form, html, pdf, plainZip, png, svg, textPretendingPdf } from './support/fixtures';
import { expectRefusal } from './support/refusals';
import { application, enquiry as contact } from './support/visitors';
import { APPLICATIONS, ENQUIRIES, SUBSCRIBERS } from './support/uids';

let cms: TestCms;
const PNG = await png();
let token: string;

/** The contact and application forms' answer to a phone number that is not up to 10 digits. */
const BAD_PHONE = 'Phone number must be digits only, at most 10.';

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn({ openings: true }));
});
afterAll(() => cms?.stop());

describe('POST /contact-add', () => {
  it('stores the enquiry and answers {status:true, message}', async () => {
    const before = await cms.count(ENQUIRIES);
    const res = await cms.request('/contact-add', { json: contact });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: true,
      message: 'Thank you! Your enquiry has been sent. We will get back to you soon.',
    });
    expect(await cms.count(ENQUIRIES)).toBe(before + 1);
  });

  it.each(['home', 'Office', 'Commercial'])('accepts the service %s', async (services) => {
    expect((await cms.request('/contact-add', { json: { ...contact, services } })).status).toBe(200);
  });

  it.each([
    ['a missing name', { ...contact, name: '' }, 'Please fill out all fields.'],
    ['a blank message', { ...contact, message: '   ' }, 'Please fill out all fields.'],
    ['a missing phone', { ...contact, phone_number: undefined }, 'Please fill out all fields.'],
    ['a missing service', { ...contact, services: '' }, 'Please fill out all fields.'],
    ['an unknown service', { ...contact, services: 'Residential' }, 'Please choose a valid service.'],
    ['a service in the wrong case', { ...contact, services: 'office' }, 'Please choose a valid service.'],
    ['a bad email', { ...contact, email: 'rohan@' }, 'Please enter a valid email address.'],
    ['an 11-digit phone', { ...contact, phone_number: '98765432101' }, BAD_PHONE],
    ['a phone with a plus', { ...contact, phone_number: '+919876543' }, BAD_PHONE],
    ['a name over 100 characters', { ...contact, name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['a huge message', { ...contact, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    ['a number as phone', { ...contact, phone_number: 9876543210 }, 'Phone number must be text.'],
    ['an object as name', { ...contact, name: { first: 'R' } }, 'Name must be text.'],
    ['an array as email', { ...contact, email: ['a@b.in'] }, 'Email must be text.'],
  ])('answers 400 for %s and stores nothing', (_, json, message) =>
    expectRefusal(cms, ENQUIRIES, '/contact-add', { json }, message),
  );

  it('answers 400 JSON for malformed JSON and stores nothing', async () => {
    const before = await cms.count(ENQUIRIES);
    const res = await cms.request('/contact-add', {
      raw: '{"name": "x"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'The request body is not valid JSON.' });
    expect(await cms.count(ENQUIRIES)).toBe(before);
  });

  it('answers 413 JSON for a body over 1 MB', async () => {
    const res = await cms.request('/contact-add', { json: { ...contact, message: 'x'.repeat(2_000_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: false });
  });
});

describe('GET /contact-get', () => {
  it('answers {status, contactget} newest first with the spec fields only', async () => {
    const res = await cms.request<{ status: boolean; contactget: Record<string, unknown>[] }>('/contact-get', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.contactget.length).toBe(await cms.count(ENQUIRIES));
    const first = res.body.contactget[0];
    expect(Object.keys(first).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'message',
      'name',
      'phone_number',
      'services',
    ]);
    const dates = res.body.contactget.map((c) => String(c.createdAt));
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('POST /job-add', () => {
  it('stores an application without a resume', async () => {
    const before = await cms.count(APPLICATIONS);
    const res = await cms.request('/job-add', { form: form(application) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Thank you! Your application has been submitted.' });
    expect(await cms.count(APPLICATIONS)).toBe(before + 1);
  });

  it.each([
    ['a PDF', 'cv.pdf', pdf, 'application/pdf'],
    ['a DOC', 'cv.doc', doc, 'application/msword'],
    ['a DOCX', 'cv.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('stores %s resume privately, outside the public folder', async (_, name, bytes, type) => {
    const res = await cms.request('/job-add', {
      form: form({ ...application, name: `Applicant ${name}` }, [['resume', name, bytes, type]]),
    });
    expect(res.status).toBe(200);
    const stored = fs.readdirSync(path.join(cms.tmpDir, 'resumes'));
    expect(stored.some((f) => f.endsWith(path.extname(name)))).toBe(true);
    expect(fs.readdirSync(path.join(cms.tmpDir, 'public', 'uploads'))).not.toContain(stored[0]);
  });

  it.each([
    ['a text file named .pdf', 'cv.pdf', textPretendingPdf, 'application/pdf'],
    ['an HTML file named .doc', 'cv.doc', html, 'application/msword'],
    [
      'a zip that is not a Word file named .docx',
      'cv.docx',
      plainZip,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['an image', 'cv.png', PNG, 'image/png'],
  ])('refuses %s and stores nothing', (_, name, bytes, type) =>
    expectRefusal(
      cms,
      APPLICATIONS,
      '/job-add',
      { form: form(application, [['resume', name, bytes, type]]) },
      'The resume must be a PDF, DOC or DOCX file.',
    ),
  );

  it('refuses a resume over 5 MB with 413', async () => {
    const before = await cms.count(APPLICATIONS);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const res = await cms.request('/job-add', {
      form: form(application, [['resume', 'big.pdf', big, 'application/pdf']]),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: false });
    expect(await cms.count(APPLICATIONS)).toBe(before);
  });

  it.each([
    ['a missing city', { ...application, city: '' }, 'Please fill out all fields.'],
    ['a missing position', { ...application, position: '' }, 'Please fill out all fields.'],
    ['an unknown position', { ...application, position: 'Plumber' }, 'Please choose a valid position.'],
    ['a phone with letters', { ...application, phone_number: '98765abc' }, BAD_PHONE],
    ['a bad email', { ...application, email: 'priya.example.in' }, 'Please enter a valid email address.'],
    ['a city over 100 characters', { ...application, city: 'c'.repeat(101) }, 'City must be at most 100 characters.'],
  ])('answers 400 for %s and stores nothing (no resume kept either)', async (_, fields, message) => {
    const before = await cms.count(APPLICATIONS);
    const resumesBefore = fs.readdirSync(path.join(cms.tmpDir, 'resumes')).length;
    const res = await cms.request('/job-add', {
      form: form(fields as Record<string, string>, [['resume', 'cv.pdf', pdf, 'application/pdf']]),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message });
    expect(await cms.count(APPLICATIONS)).toBe(before);
    expect(fs.readdirSync(path.join(cms.tmpDir, 'resumes')).length).toBe(resumesBefore);
  });

  it('accepts the four positions', async () => {
    for (const position of ['Architect', 'Interior Designer', 'Surveying Engineer', 'Urban Planner']) {
      expect((await cms.request('/job-add', { json: { ...application, position } })).status).toBe(200);
    }
  });
});

describe('GET /job-get and GET /job-resume/{_id}', () => {
  type Application = { _id: string; name: string; resume: { name: string; size: number; mime: string } | null };

  it('answers {status, contactget} with resume name, size and type but no file path', async () => {
    const res = await cms.request<{ status: boolean; contactget: Application[] }>('/job-get', { token });
    expect(res.status).toBe(200);
    expect(res.body.contactget.length).toBe(await cms.count(APPLICATIONS));
    const withPdf = res.body.contactget.find((a) => a.name === 'Applicant cv.pdf');
    expect(withPdf?.resume).toEqual({ name: 'cv.pdf', size: pdf.length, mime: 'application/pdf' });
    expect(Object.keys(res.body.contactget[0]).sort()).toEqual([
      '_id',
      'city',
      'createdAt',
      'email',
      'name',
      'opening',
      'phone_number',
      'position',
      'resume',
    ]);
    expect(res.text).not.toContain('resume_file');
  });

  it('downloads the resume as an attachment under a generated name, for the admin only', async () => {
    const list = await cms.request<{ contactget: Application[] }>('/job-get', { token });
    const withDocx = list.body.contactget.find((a) => a.name === 'Applicant cv.docx') as Application;
    const res = await fetch(`${cms.url}/api/job-resume/${withDocx._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="resume-applicant-cv-docx-${withDocx._id}.docx"`,
    );
    expect(res.headers.get('content-type')).toContain('wordprocessingml');
    expect(Buffer.from(await res.arrayBuffer()).equals(docx)).toBe(true);

    const anonymous = await cms.request(`/job-resume/${withDocx._id}`);
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for an application without a resume and for an unknown id', async () => {
    const list = await cms.request<{ contactget: Application[] }>('/job-get', { token });
    const without = list.body.contactget.find((a) => a.resume === null) as Application;
    for (const id of [without._id, 'doesnotexist123', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await cms.request(`/job-resume/${id}`, { token });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ status: false, message: 'Resume not found.' });
    }
  });

  it('keeps resumes off the public uploads URL', async () => {
    const stored = fs.readdirSync(path.join(cms.tmpDir, 'resumes'))[0];
    const res = await fetch(`${cms.url}/uploads/${stored}`);
    expect(res.status).toBe(404);
  });

  it('deletes the resume with its application, one or many at a time (as the Strapi panel deletes)', async () => {
    const dir = path.join(cms.tmpDir, 'resumes');
    const apply = async (name: string) =>
      cms.request('/job-add', { form: form({ ...application, name }, [['resume', 'cv.pdf', pdf, 'application/pdf']]) });
    for (const name of ['Deleted One', 'Deleted Many A', 'Deleted Many B'])
      expect((await apply(name)).status).toBe(200);
    const rows = (await cms.strapi.db.query(APPLICATIONS).findMany({
      where: { name: { $startsWith: 'Deleted ' } },
      select: ['documentId', 'name', 'resume_file'],
    })) as { documentId: string; name: string; resume_file: string }[];
    const stored = () => new Set(fs.readdirSync(dir));
    expect(rows.every((r) => stored().has(r.resume_file))).toBe(true);

    const one = rows.find((r) => r.name === 'Deleted One')!;
    await cms.strapi.documents(APPLICATIONS).delete({ documentId: one.documentId });
    expect(stored().has(one.resume_file)).toBe(false);
    const others = rows.filter((r) => r !== one);
    expect(others.every((r) => stored().has(r.resume_file))).toBe(true);

    await cms.strapi.db.query(APPLICATIONS).deleteMany({ where: { name: { $startsWith: 'Deleted Many' } } });
    expect(others.some((r) => stored().has(r.resume_file))).toBe(false);
  });
});

describe('POST /subscribe/subscribe-add and GET /subscribe/subscribe-email', () => {
  it('stores an address once, however often it is sent, with the same kind answer', async () => {
    const before = await cms.count(SUBSCRIBERS);
    for (const email of ['reader@example.in', 'READER@example.in']) {
      const res = await cms.request('/subscribe/subscribe-add', { json: { email, consent: true } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true, message: 'Thank you for subscribing!' });
    }
    expect(await cms.count(SUBSCRIBERS)).toBe(before + 1);
  });

  it('takes a ticked checkbox from a plain form ("on")', async () => {
    const before = await cms.count(SUBSCRIBERS);
    const res = await cms.request('/subscribe/subscribe-add', {
      json: { email: 'form-reader@example.in', consent: 'on' },
    });
    expect(res.status).toBe(200);
    expect(await cms.count(SUBSCRIBERS)).toBe(before + 1);
  });

  const NO_CONSENT = 'Please tick the box to agree to receive our newsletter.';
  it.each([
    ['no email', { consent: true }, 'Email is required.'],
    ['a bad email', { email: 'reader', consent: true }, 'Please enter a valid email address.'],
    ['a number', { email: 12, consent: true }, 'Email must be text.'],
    ['no consent', { email: 'no-consent@example.in' }, NO_CONSENT],
    ['consent false', { email: 'no-consent@example.in', consent: false }, NO_CONSENT],
    ['consent empty', { email: 'no-consent@example.in', consent: '' }, NO_CONSENT],
    ['consent "false"', { email: 'no-consent@example.in', consent: 'false' }, NO_CONSENT],
  ])('answers 400 for %s and stores nothing', (_, json, message) =>
    expectRefusal(cms, SUBSCRIBERS, '/subscribe/subscribe-add', { json }, message),
  );

  it('lists the subscribers for the admin', async () => {
    const res = await cms.request<{ status: boolean; data: { _id: string; email: string; createdAt: string }[] }>(
      '/subscribe/subscribe-email',
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => s.email)).toContain('reader@example.in');
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['_id', 'createdAt', 'email', 'language']);
  });
});

describe('the honeypot (the hidden website field)', () => {
  const RESUMES = () => {
    const dir = path.join(cms.tmpDir, 'resumes');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const REFUSED =
    'Your message was not sent: it looks like it was filled in automatically. Please leave the hidden "Website" field empty and send it again.';

  // Answering "Thank you!" for a dropped message would be untrue; the refusal says what happened.
  it.each([
    ['/contact-add', ENQUIRIES, () => ({ json: { ...contact, website: 'http://spam.example' } })],
    [
      '/job-add',
      APPLICATIONS,
      () => ({
        form: form({ ...application, website: 'http://spam.example' }, [['resume', 'cv.pdf', pdf, 'application/pdf']]),
      }),
    ],
    [
      '/subscribe/subscribe-add',
      SUBSCRIBERS,
      () => ({ json: { email: 'bot@spam.example', consent: true, website: 'http://spam.example' } }),
    ],
  ] as const)(
    '%s: a filled one is refused with 400 and a message, nothing is stored, and it is logged',
    async (route, uid, body) => {
      const warn = vi.spyOn(cms.strapi.log, 'warn');
      const resumesBefore = RESUMES();
      try {
        await expectRefusal(cms, uid, route, body(), REFUSED);
        expect(RESUMES()).toBe(resumesBefore);
        expect(warn).toHaveBeenCalledWith(
          expect.stringMatching(new RegExp(`^\\[honeypot\\] refused a ${route.split('/').pop()} submission from `)),
        );
      } finally {
        warn.mockRestore();
      }
    },
  );
});

describe('GET /dashboard-counts', () => {
  it('answers the real counts of every card', async () => {
    const res = await cms.request<{ status: boolean; data: Record<string, number> }>('/dashboard-counts', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      users: await cms.count(SUBSCRIBERS),
      teamMembers: await cms.count('api::team-member.team-member'),
      jobs: await cms.count(APPLICATIONS),
      jobAds: await cms.count('api::job-opening.job-opening'),
      projects: await cms.count('api::project.project'),
      blogs: await cms.count('api::blog.blog'),
      contacts: await cms.count(ENQUIRIES),
    });
    expect(res.body.data.jobs).toBeGreaterThan(0);
    expect(res.body.data.contacts).toBeGreaterThan(0);
  });
});

it('refuses an SVG as a resume too (not a document)', async () => {
  const res = await cms.request('/job-add', {
    form: form(application, [['resume', 'cv.pdf', svg, 'application/pdf']]),
  });
  expect(res.status).toBe(400);
});

it('answers a wrong method on an adapter path in the adapter shape', async () => {
  const res = await cms.request('/contact-add', { method: 'GET' });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body).toMatchObject({ status: false, message: expect.any(String) });
});
