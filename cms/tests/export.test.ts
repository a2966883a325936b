/** GET /contact-export, /job-export and /subscribe-export: admin-only CSV downloads, escaped and safe to open in a spreadsheet. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDate } from '@cadmax/contract';
import { csvCell, toCsv } from '../src/lib/csv';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, pdf } from './support/fixtures';
import { application, enquiry } from './support/visitors';

let cms: TestCms;
let token: string;

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn({ openings: true }));
});
afterAll(() => cms?.stop());

/** A minimal RFC 4180 reader, so the test checks what a spreadsheet would see, not the raw bytes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell || row.length) throw new Error('the CSV does not end with CRLF');
  return rows;
}

/** An export's header and its rows, each compared on the columns given (the last, the date, varies). */
function expectTable(rows: string[][], header: string[], body: string[][]) {
  expect(rows[0]).toEqual(header);
  expect(rows).toHaveLength(body.length + 1);
  body.forEach((row, i) => expect(rows[i + 1].slice(0, row.length)).toEqual(row));
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+91 98765', "'+91 98765"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    // A tab or semicolon is the separator in some locales (Excel in most of Europe reads ; files).
    ['\tTab', `"'\tTab"`],
    ['a; b', '"a; b"'],
    ['a\tb', '"a\tb"'],
    ['a;=b', '"a;=b"'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('numbers and empty values', () => {
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });
});

describe.each([
  ['/contact-export', 'contacts'],
  ['/job-export', 'job-applications'],
  ['/subscribe-export', 'subscribers'],
])('GET %s', (path, name) => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await cms.request(path)).status).toBe(401);
    expect((await cms.request(path, { token: 'not-a-token' })).status).toBe(401);
  });

  it('answers text/csv as an attachment', async () => {
    const res = await cms.request(path, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("is named by today's date in IST (D-13.5)", async () => {
    const before = siteDate();
    const res = await cms.request(path, { token });
    const after = siteDate();
    const named = /filename="[a-z-]+-(\d{4}-\d{2}-\d{2})\.csv"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    expect([before, after]).toContain(named);
  });
});

describe('the exported rows', () => {
  it('subscribers: email, language and date, newest first', async () => {
    for (const [email, language] of [
      ['first-sub@example.in', 'en'],
      ['second-sub@example.in', 'hi'],
    ]) {
      const json = { email, consent: true, language };
      expect((await cms.request('/subscribe/subscribe-add', { json })).status).toBe(200);
    }
    const rows = parseCsv((await cms.request('/subscribe-export', { token })).text);
    expect(rows[0]).toEqual(['#', 'Email', 'Language', 'Date']);
    expect(rows.slice(1).map((r) => r.slice(1, 3))).toEqual([
      ['second-sub@example.in', 'Hindi'],
      ['first-sub@example.in', 'English'],
    ]);
    expect(rows[1][3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('contacts: the admin table columns, newest first, escaped and formula-safe', async () => {
    const hostile = {
      ...enquiry,
      name: '=cmd|calc',
      email: 'a@example.in',
      services: 'home',
      message: 'Line one, "quoted"\nline two',
    };
    // Sent from a Hindi page, in Devanagari: the file keeps both (UTF-8 with the byte order mark Excel reads).
    const plain = { ...enquiry, phone_number: '9123456780', message: 'टोंक रोड पर एक दफ़्तर।', language: 'hi' };
    expect((await cms.request('/contact-add', { json: hostile })).status).toBe(200);
    expect((await cms.request('/contact-add', { json: plain })).status).toBe(200);

    // fetch's text() drops the byte order mark: read the bytes to see that Excel gets it.
    const raw = Buffer.from(
      await (
        await fetch(`${cms.url}/api/contact-export`, { headers: { authorization: `Bearer ${token}` } })
      ).arrayBuffer(),
    );
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(raw.subarray(3).toString('utf8'));
    expectTable(
      rows,
      ['#', 'Name', 'Email', 'Phone', 'Service', 'Message', 'Language', 'Date', 'Status', 'Notes'],
      [
        ['1', 'Rohan Sharma', 'rohan@example.in', '9123456780', 'Office Setup', 'टोंक रोड पर एक दफ़्तर।', 'Hindi'],
        ['2', "'=cmd|calc", 'a@example.in', '9876543210', 'Home Renovation', 'Line one, "quoted"\nline two', 'English'],
      ],
    );
    expect(rows[2][7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[2].slice(8)).toEqual(['New', '']);
  });

  it('applications: the admin table columns plus city and date', async () => {
    const withResume = form({ ...application, city: 'Jaipur, RJ' }, [['resume', 'cv.pdf', pdf, 'application/pdf']]);
    const without = form({
      name: '@Anil',
      email: 'anil@example.in',
      phone_number: '9000000000',
      position: 'Architect',
      city: 'अजमेर',
      language: 'hi',
    });
    expect((await cms.request('/job-add', { form: withResume })).status).toBe(200);
    expect((await cms.request('/job-add', { form: without })).status).toBe(200);

    const rows = parseCsv((await cms.request('/job-export', { token })).text);
    expectTable(
      rows,
      ['#', 'Name', 'Email', 'Phone', 'Services', 'Resume', 'City', 'Language', 'Date', 'Stage', 'Notes'],
      [
        ['1', "'@Anil", 'anil@example.in', '9000000000', 'Architect', 'No resume', 'अजमेर', 'Hindi'],
        ['2', 'Priya Singh', 'priya@example.in', '9123456780', 'Urban Planner', 'cv.pdf', 'Jaipur, RJ', 'English'],
      ],
    );
  });
});

describe('status, stage, notes and IST dates in the CSVs', () => {
  type Item = { _id: string; email: string };
  const findId = async (list: string, key: string, email: string) =>
    ((await cms.request<Record<string, Item[]>>(list, { token })).body[key] ?? []).find((r) => r.email === email)!._id;
  /** Moves a record's creation to an instant (the row as a visitor made it at that time). */
  const createdAt = (uid: string, documentId: string, iso: string) =>
    cms.strapi.db.query(uid as never).updateMany({ where: { documentId }, data: { createdAt: new Date(iso) } });

  it('an enquiry made at 20:00 UTC is dated the next day in IST, with its status and notes', async () => {
    const email = 'late.evening@example.in';
    expect((await cms.request('/contact-add', { json: { ...enquiry, email } })).status).toBe(200);
    const id = await findId('/contact-get', 'contactget', email);
    await createdAt('api::contact-enquiry.contact-enquiry', id, '2026-11-24T20:00:00.000Z');
    const moved = await cms.request('/contact-status', {
      token,
      json: { _id: id, status: 'contacted', note: 'Called, site visit on Friday.' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(
      (await cms.request('/contact-note', { token, json: { _id: id, note: 'Quote sent, "A" option.' } })).status,
    ).toBe(200);

    const rows = parseCsv((await cms.request('/contact-export', { token })).text);
    const row = rows.find((r) => r[2] === email)!;
    expect(row[7]).toBe('2026-11-25 01:30');
    expect(row[8]).toBe('Contacted');
    const notes = row[9].split('\n');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} .+: Called, site visit on Friday\.$/);
    expect(notes[1]).toMatch(/: Quote sent, "A" option\.$/);
  });

  it('an application carries its stage and notes', async () => {
    const email = 'stage.check@example.in';
    const res = await cms.request('/job-add', {
      form: form({ ...application, email }, [['resume', 'cv.pdf', pdf, 'application/pdf']]),
    });
    expect(res.status, res.text).toBe(200);
    const id = await findId('/job-get', 'contactget', email);
    await createdAt('api::job-application.job-application', id, '2026-11-24T20:00:00.000Z');
    expect(
      (await cms.request('/job-stage', { token, json: { _id: id, stage: 'interview', note: 'Strong portfolio.' } }))
        .status,
    ).toBe(200);
    const rows = parseCsv((await cms.request('/job-export', { token })).text);
    const row = rows.find((r) => r[2] === email)!;
    expect(row.slice(8, 10)).toEqual(['2026-11-25 01:30', 'Interview']);
    expect(row[10]).toMatch(/: Strong portfolio\.$/);
  });
});
