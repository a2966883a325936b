/**
 * D-11.1, the enquiry inbox and the applicant pipeline: statuses and stages with notes, filters, search and paging
 * as optional parameters of the spec's GET /contact-get and /job-get (whose default answer stays the spec's), the
 * sidebar's counts, CSV exports that honour the filters, the audit trail of each write, and refusals that store
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationPipelineItem,
  AuditEntry,
  ContactEnquiry,
  EnquiryInboxItem,
  JobApplication,
  JobOpening,
  Paged,
  PipelineCounts,
} from '@cadmax/contract';
import { ADMIN_EMAIL, bootCms, type TestCms } from './support/cms';
import { createSeededOpenings } from './support/openings';
import { form } from './support/fixtures';
import { AUDIT, NOTES } from './support/uids';

let cms: TestCms;
let token: string;

const enquiry = (name: string, services: string, message = 'We need a layout for our new site.') => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`,
  phone_number: '9876543210',
  services,
  message,
});
const application = (name: string, position: string, city: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`,
  phone_number: '9876501234',
  position,
  city,
});

let enquiries: Record<string, string>;
let applications: Record<string, string>;
let openings: Record<string, string>;

async function get<T>(path: string) {
  const res = await cms.request<T>(path, { token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The lines of a CSV export that answered 200, without the byte order mark. */
async function exportLines(path: string) {
  const res = await cms.request(path, { token });
  expect(res.status).toBe(200);
  return res.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

beforeAll(async () => {
  cms = await bootCms();
  await createSeededOpenings(cms);
  token = await cms.login();
  for (const e of [
    enquiry('Asha Verma', 'home'),
    enquiry('Bharat Singh', 'Office'),
    enquiry('Chitra Rao', 'Office', 'An office fit-out in Malviya Nagar.'),
    enquiry('Dev Mehta', 'Commercial'),
  ]) {
    expect((await cms.request('/contact-add', { json: e })).status).toBe(200);
  }
  for (const a of [
    application('Esha Jain', 'Architect', 'Jaipur'),
    application('Farhan Ali', 'Urban Planner', 'Ajmer'),
    application('Gita Nair', 'Architect', 'Udaipur'),
  ]) {
    expect((await cms.request('/job-add', { form: form(a) })).status).toBe(200);
  }
  const contacts = await get<{ contactget: ContactEnquiry[] }>('/contact-get');
  enquiries = Object.fromEntries(contacts.contactget.map((c) => [c.name, c._id]));
  const jobs = await get<{ contactget: JobApplication[] }>('/job-get');
  applications = Object.fromEntries(jobs.contactget.map((a) => [a.name, a._id]));
  const ads = await get<{ data: JobOpening[] }>('/jobget');
  openings = Object.fromEntries(ads.data.map((o) => [o.title, o._id]));
});
afterAll(async () => {
  await cms?.stop();
});

describe("the spec's lists keep their answer", () => {
  it('GET /contact-get without parameters answers the spec’s fields only', async () => {
    const body = await get<Record<string, unknown> & { contactget: ContactEnquiry[] }>('/contact-get');
    expect(Object.keys(body).sort()).toEqual(['contactget', 'status']);
    expect(body.contactget.map((c) => c.name)).toEqual(['Dev Mehta', 'Chitra Rao', 'Bharat Singh', 'Asha Verma']);
    expect(Object.keys(body.contactget[0]).sort()).toEqual(
      ['_id', 'createdAt', 'email', 'message', 'name', 'phone_number', 'services'].sort(),
    );
  });

  it('GET /job-get without parameters answers the spec’s fields only', async () => {
    const body = await get<Record<string, unknown> & { contactget: JobApplication[] }>('/job-get');
    expect(Object.keys(body).sort()).toEqual(['contactget', 'status']);
    expect(Object.keys(body.contactget[0]).sort()).toEqual(
      ['_id', 'city', 'createdAt', 'email', 'name', 'opening', 'phone_number', 'position', 'resume'].sort(),
    );
  });
});

describe('the enquiry inbox', () => {
  it('starts every enquiry as new, with no notes, and counts them for the sidebar', async () => {
    const page = await get<Paged<EnquiryInboxItem>>('/contact-get?page=1');
    expect(page.data.map((e) => [e.name, e.status, e.notes])).toEqual([
      ['Dev Mehta', 'new', []],
      ['Chitra Rao', 'new', []],
      ['Bharat Singh', 'new', []],
      ['Asha Verma', 'new', []],
    ]);
    expect([page.totalUsers, page.totalPages, page.currentPage]).toEqual([4, 1, 1]);
    expect((await get<{ data: PipelineCounts }>('/pipeline-counts')).data).toEqual({
      newEnquiries: 4,
      newApplications: 3,
    });
  });

  it('moves an enquiry to contacted with a note by the admin, and records it in the activity list', async () => {
    const res = await cms.request<{ data: EnquiryInboxItem; message: string }>('/contact-status', {
      token,
      json: { _id: enquiries['Bharat Singh'], status: 'contacted', note: 'Called; sending the quote on Monday.' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Status updated.');
    expect(res.body.data).toMatchObject({ _id: enquiries['Bharat Singh'], name: 'Bharat Singh', status: 'contacted' });
    expect(res.body.data.notes).toEqual([
      {
        _id: expect.any(String),
        text: 'Called; sending the quote on Monday.',
        author: ADMIN_EMAIL,
        createdAt: expect.any(String),
      },
    ]);
    const counts = await get<{ data: PipelineCounts }>('/pipeline-counts');
    expect(counts.data.newEnquiries).toBe(3);

    const activity = await get<Paged<AuditEntry>>('/activity?type=contact-enquiry&action=status');
    expect(activity.data).toEqual([
      {
        _id: expect.any(String),
        action: 'status',
        type: 'contact-enquiry',
        recordId: enquiries['Bharat Singh'],
        title: 'Bharat Singh',
        user: ADMIN_EMAIL,
        // A panel user's name; the React admin's rows name the site admin by email only.
        userName: '',
        detail: 'New → Contacted',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('adds notes, listed oldest first, each recorded in the activity list', async () => {
    const res = await cms.request<{ data: { text: string; author: string } }>('/contact-note', {
      token,
      json: { _id: enquiries['Bharat Singh'], note: '  Quote sent.  ' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ text: 'Quote sent.', author: ADMIN_EMAIL });
    const page = await get<Paged<EnquiryInboxItem>>('/contact-get?status=contacted');
    expect(page.data.map((e) => e.name)).toEqual(['Bharat Singh']);
    expect(page.data[0].notes.map((n) => n.text)).toEqual(['Called; sending the quote on Monday.', 'Quote sent.']);
    const notes = await get<Paged<AuditEntry>>('/activity?action=note');
    expect(notes.data.map((a) => [a.type, a.title])).toEqual([['contact-enquiry', 'Bharat Singh']]);
  });

  it('filters by status and service, searches, and pages on the server', async () => {
    const office = await get<Paged<EnquiryInboxItem>>('/contact-get?service=Office');
    expect(office.data.map((e) => e.name)).toEqual(['Chitra Rao', 'Bharat Singh']);
    const newOffice = await get<Paged<EnquiryInboxItem>>('/contact-get?service=Office&status=new');
    expect(newOffice.data.map((e) => e.name)).toEqual(['Chitra Rao']);
    const search = await get<Paged<EnquiryInboxItem>>('/contact-get?search=malviya');
    expect(search.data.map((e) => e.name)).toEqual(['Chitra Rao']);
    const byEmail = await get<Paged<EnquiryInboxItem>>('/contact-get?search=ASHA.VERMA');
    expect(byEmail.data.map((e) => e.name)).toEqual(['Asha Verma']);
    const second = await get<Paged<EnquiryInboxItem>>('/contact-get?limit=3&page=2');
    expect(second.data.map((e) => e.name)).toEqual(['Asha Verma']);
    expect([second.totalUsers, second.totalPages, second.currentPage]).toEqual([4, 2, 2]);
  });

  it('exports only the enquiries the filters and search select', async () => {
    const rows = await exportLines('/contact-export?service=Office&status=contacted');
    expect(rows[0]).toBe('#,Name,Email,Phone,Service,Message,Language,Date,Status,Notes');
    expect(rows.slice(1).map((r) => r.split(',')[1])).toEqual(['Bharat Singh']);
    const all = await cms.request('/contact-export', { token });
    expect(all.text.trim().split('\r\n')).toHaveLength(5);
    const searched = await cms.request('/contact-export?search=dev', { token });
    expect(
      searched.text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((r) => r.split(',')[1]),
    ).toEqual(['Dev Mehta']);
  });
});

describe('the applicant pipeline', () => {
  it('starts every application as received and knows the opening it is for', async () => {
    const page = await get<Paged<ApplicationPipelineItem>>('/job-get?page=1');
    expect(page.data.map((a) => [a.name, a.stage, a.opening?.title])).toEqual([
      ['Gita Nair', 'received', 'Architect'],
      ['Farhan Ali', 'received', 'Urban Planner'],
      ['Esha Jain', 'received', 'Architect'],
    ]);
  });

  it('moves an application through its stages with notes', async () => {
    for (const [stage, note] of [
      ['shortlisted', 'Strong portfolio.'],
      ['interview', ''],
    ]) {
      const res = await cms.request<{ data: ApplicationPipelineItem; message: string }>('/job-stage', {
        token,
        json: { _id: applications['Esha Jain'], stage, note },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe('Stage updated.');
      expect(res.body.data.stage).toBe(stage);
    }
    const note = await cms.request('/job-note', {
      token,
      json: { _id: applications['Esha Jain'], note: 'Interview on Friday.' },
    });
    expect(note.status).toBe(200);
    const page = await get<Paged<ApplicationPipelineItem>>('/job-get?stage=interview');
    expect(page.data.map((a) => a.name)).toEqual(['Esha Jain']);
    expect(page.data[0].notes.map((n) => [n.text, n.author])).toEqual([
      ['Strong portfolio.', ADMIN_EMAIL],
      ['Interview on Friday.', ADMIN_EMAIL],
    ]);
    const activity = await get<Paged<AuditEntry>>('/activity?type=job-application&action=status');
    expect(activity.data.map((a) => a.detail)).toEqual(['Shortlisted → Interview', 'Received → Shortlisted']);
    expect((await get<{ data: PipelineCounts }>('/pipeline-counts')).data.newApplications).toBe(2);
  });

  it('filters by opening and stage, and searches', async () => {
    const architects = await get<Paged<ApplicationPipelineItem>>(`/job-get?opening=${openings.Architect}`);
    expect(architects.data.map((a) => a.name)).toEqual(['Gita Nair', 'Esha Jain']);
    const received = await get<Paged<ApplicationPipelineItem>>(`/job-get?opening=${openings.Architect}&stage=received`);
    expect(received.data.map((a) => a.name)).toEqual(['Gita Nair']);
    const city = await get<Paged<ApplicationPipelineItem>>('/job-get?search=ajmer');
    expect(city.data.map((a) => a.name)).toEqual(['Farhan Ali']);
  });

  it('exports only the applications the filters select', async () => {
    const rows = await exportLines(`/job-export?opening=${openings.Architect}&stage=received`);
    expect(rows[0]).toBe('#,Name,Email,Phone,Services,Resume,City,Language,Date,Stage,Notes');
    expect(rows.slice(1).map((r) => r.split(',')[1])).toEqual(['Gita Nair']);
  });
});

describe('refusals store nothing', () => {
  const counts = async () => [await cms.count(NOTES), await cms.count(AUDIT)];

  it.each([
    ['/contact-status', { status: 'won', note: 'x' }, 400, 'Please choose a valid status.'],
    ['/contact-status', { status: '', note: '' }, 400, 'Please choose a valid status.'],
    ['/contact-status', { status: 'closed', note: 'x'.repeat(2001) }, 400, 'Note must be at most 2000 characters.'],
    ['/contact-status', { status: 'closed', note: 5 }, 400, 'Note must be text.'],
    ['/contact-note', { note: '   ' }, 400, 'Note is required.'],
    ['/job-stage', { stage: 'maybe' }, 400, 'Please choose a valid stage.'],
    ['/job-note', { note: 'x'.repeat(2001) }, 400, 'Note must be at most 2000 characters.'],
  ])('%s %j → %i %s', async (path, body, status, message) => {
    const before = await counts();
    const id = path.startsWith('/contact') ? enquiries['Asha Verma'] : applications['Gita Nair'];
    const res = await cms.request(path, { token, json: { _id: id, ...body } });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status: false, message });
    expect(await counts()).toEqual(before);
    const page = await get<Paged<EnquiryInboxItem>>('/contact-get?search=asha');
    expect(page.data[0].status).toBe('new');
  });

  it('answers 404 for an unknown record and 400 without an id', async () => {
    const before = await counts();
    const unknown = await cms.request('/contact-status', { token, json: { _id: 'nosuchrecord', status: 'closed' } });
    expect([unknown.status, unknown.body]).toEqual([404, { status: false, message: 'Enquiry not found.' }]);
    const noApp = await cms.request('/job-note', { token, json: { _id: 'nosuchrecord', note: 'x' } });
    expect([noApp.status, noApp.body]).toEqual([404, { status: false, message: 'Application not found.' }]);
    const noId = await cms.request('/job-stage', { token, json: { stage: 'offer' } });
    expect([noId.status, noId.body]).toEqual([400, { status: false, message: '_id is required.' }]);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['/contact-get?status=won', 'Please choose a valid status.'],
    [`/contact-get?service=${'x'.repeat(61)}`, 'Service must be at most 60 characters.'],
    ['/job-get?stage=maybe', 'Please choose a valid stage.'],
    ['/job-get?opening=../x', 'Please choose a valid opening.'],
    ['/job-get?page=0', 'page must be a positive whole number.'],
    ['/contact-export?status=won', 'Please choose a valid status.'],
    ['/activity?from=2026-02-30', 'From must be a date in the form YYYY-MM-DD.'],
    ['/activity?action=erase', 'Please choose a valid action.'],
  ])('GET %s → 400 %s', async (path, message) => {
    const res = await cms.request(path, { token });
    expect([res.status, res.body]).toEqual([400, { status: false, message }]);
  });
});

describe('authorization', () => {
  it.each([
    ['GET', '/contact-get?page=1'],
    ['GET', '/job-get?stage=received'],
    ['GET', '/pipeline-counts'],
    ['GET', '/activity'],
    ['POST', '/contact-status'],
    ['POST', '/contact-note'],
    ['POST', '/contact-delete'],
    ['POST', '/job-stage'],
    ['POST', '/job-note'],
    ['POST', '/job-delete'],
  ])('%s %s without a token answers 401 and changes nothing', async (method, path) => {
    const before = await cms.count(NOTES);
    const res = await cms.request(path, {
      ...(method === 'POST' ? { json: { _id: enquiries['Asha Verma'], status: 'closed', note: 'x' } } : {}),
      token: method === 'POST' ? 'not-a-token' : undefined,
    });
    expect([res.status, res.body]).toEqual([401, { status: false, message: 'Please log in first.' }]);
    expect(await cms.count(NOTES)).toBe(before);
  });
});
