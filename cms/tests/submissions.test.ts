/**
 * A public form's submission key makes a repeat store once (one record, one set of mails, the same
 * answer), and only a repeat: the same key with other content is a record of its own. Names and cities refuse control characters, the acknowledgement carries nothing the sender
 * typed and has an hourly cap, the honeypot refuses with a message. Mails are counted in the outbox: SMTP points at
 * a port nothing listens on and the worker's round is an hour away, so every queued mail stays there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubmissionKey } from '@cadmax/contract';
import { SUBMISSION_INDEXES, ensureSubmissionIndexes } from '../src/lib/indexes';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, pdf } from './support/fixtures';
import { smtpSettings } from './support/mail';
import { expectRefusal } from './support/refusals';
import { application, enquiry } from './support/visitors';
import { APPLICATIONS, ENQUIRIES, SUBSCRIBERS } from './support/uids';

const OUTBOX = 'api::mail-outbox.mail-outbox';
const SENT = { status: true, message: 'Thank you! Your enquiry has been sent. We will get back to you soon.' };
const APPLIED = { status: true, message: 'Thank you! Your application has been submitted.' };
const EXPIRED = 'This form has expired. Please reload the page and send it again.';

let cms: TestCms;
let token: string;

interface OutboxRow {
  to_office: boolean;
  recipient: string;
  subject: string;
  body: string;
}
const outbox = () => cms.strapi.db.query(OUTBOX).findMany({ orderBy: { id: 'asc' } }) as Promise<OutboxRow[]>;
const resumes = () => {
  const dir = path.join(cms.tmpDir, 'resumes');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
let sequence = 0;
/** A visitor of their own (an address no other test uses). */
const visitor = () => `visitor${++sequence}@example.in`;

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn({
    openings: true,
    env: { ...smtpSettings(9), OUTBOX_POLL_MS: '3600000' },
  }));
  // A loaded shared machine has taken over three minutes to boot Strapi.
}, 600_000);
afterAll(() => cms?.stop());

describe('the submission key', () => {
  it('contact-add: the same key twice stores one enquiry and one set of mails, and answers the same', async () => {
    const body = { ...enquiry, email: visitor(), submission_key: newSubmissionKey() };
    const [records, mails] = [await cms.count(ENQUIRIES), (await outbox()).length];
    const first = await cms.request('/contact-add', { json: body });
    const again = await cms.request('/contact-add', { json: body });
    expect([first.status, first.body]).toEqual([200, SENT]);
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    expect(await cms.count(ENQUIRIES)).toBe(records + 1);
    const queued = (await outbox()).slice(mails);
    expect(queued.map((m) => m.to_office)).toEqual([true, false]);
  });

  it('contact-add: five concurrent posts of one key store one enquiry, and all five are answered 200', async () => {
    const body = { ...enquiry, email: visitor(), submission_key: newSubmissionKey() };
    const [records, mails] = [await cms.count(ENQUIRIES), (await outbox()).length];
    const answers = await Promise.all(Array.from({ length: 5 }, () => cms.request('/contact-add', { json: body })));
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(5).fill([200, SENT]));
    expect(await cms.count(ENQUIRIES)).toBe(records + 1);
    expect((await outbox()).length).toBe(mails + 2);
  });

  /** Posts the enquiry from each `[email, key]`: every one is answered 200 and stored. */
  const storesEach = async (posts: [email: string, submission_key: string][]) => {
    const before = await cms.count(ENQUIRIES);
    for (const [email, submission_key] of posts)
      expect((await cms.request('/contact-add', { json: { ...enquiry, email, submission_key } })).status).toBe(200);
    expect(await cms.count(ENQUIRIES)).toBe(before + posts.length);
  };

  it('contact-add: different keys store two enquiries (a second, intended enquiry)', async () => {
    const email = visitor();
    await storesEach([
      [email, newSubmissionKey()],
      [email, newSubmissionKey()],
    ]);
  });

  it('contact-add: one key from a shared cached page, two visitors: two enquiries', async () => {
    const key = newSubmissionKey();
    await storesEach([
      [visitor(), key],
      [visitor(), key],
    ]);
  });

  it('job-add: the same key twice stores one application, one resume and one set of mails', async () => {
    const fields = { ...application, email: visitor(), submission_key: newSubmissionKey() };
    const post = () => cms.request('/job-add', { form: form(fields, [['resume', 'cv.pdf', pdf, 'application/pdf']]) });
    const [records, files, mails] = [await cms.count(APPLICATIONS), resumes(), (await outbox()).length];
    const first = await post();
    const again = await post();
    expect([first.status, first.body]).toEqual([200, APPLIED]);
    expect([again.status, again.body]).toEqual([200, APPLIED]);
    expect(await cms.count(APPLICATIONS)).toBe(records + 1);
    expect(resumes()).toBe(files + 1);
    expect((await outbox()).length).toBe(mails + 2);
  });

  it('subscribe-add: the same key twice is one subscriber and the same answer', async () => {
    const body = { email: visitor(), consent: true, submission_key: newSubmissionKey() };
    const before = await cms.count(SUBSCRIBERS);
    const first = await cms.request('/subscribe/subscribe-add', { json: body });
    const again = await cms.request('/subscribe/subscribe-add', { json: body });
    expect([first.status, first.body]).toEqual([200, { status: true, message: 'Thank you for subscribing!' }]);
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    expect(await cms.count(SUBSCRIBERS)).toBe(before + 1);
  });

  it('contact-add: one key, two different enquiries from one address (its case changed): both stored, both mailed', async () => {
    // A key seen by more than one page view (an attacker who sent it first, or a copy shared by a cache): the second,
    // different enquiry is a record of its own, never "thanked and dropped".
    const submission_key = newSubmissionKey();
    const email = visitor();
    const [records, mails] = [await cms.count(ENQUIRIES), (await outbox()).length];
    const first = await cms.request('/contact-add', { json: { ...enquiry, email, submission_key } });
    const second = await cms.request('/contact-add', {
      json: { ...enquiry, email: email.toUpperCase(), message: 'A second site, a week later.', submission_key },
    });
    expect([first.status, first.body, second.status, second.body]).toEqual([200, SENT, 200, SENT]);
    expect(await cms.count(ENQUIRIES)).toBe(records + 2);
    expect((await outbox()).length).toBe(mails + 4);
  });

  it('contact-add: the same enquiry sent three times with one key (the address in any case) is stored once', async () => {
    const submission_key = newSubmissionKey();
    const email = visitor();
    const [records, mails] = [await cms.count(ENQUIRIES), (await outbox()).length];
    for (const address of [email, email.toUpperCase(), email]) {
      const res = await cms.request('/contact-add', {
        json: { ...enquiry, email: address, message: 'Line one.\r\nLine two.', submission_key },
      });
      expect([res.status, res.body]).toEqual([200, SENT]);
    }
    expect(await cms.count(ENQUIRIES)).toBe(records + 1);
    expect((await outbox()).length).toBe(mails + 2);
  });

  it('job-add: one key, two different applications from one address: both stored, each with its resume', async () => {
    const submission_key = newSubmissionKey();
    const email = visitor();
    const [records, files] = [await cms.count(APPLICATIONS), resumes()];
    const other = Buffer.concat([pdf, Buffer.from('\n% another version\n')]);
    for (const [fields, resume] of [
      [{ ...application, email, submission_key }, pdf],
      [{ ...application, email: email.toUpperCase(), submission_key }, other],
      [{ ...application, email, city: 'Ajmer', submission_key }, pdf],
    ] as const) {
      const res = await cms.request('/job-add', {
        form: form(fields, [['resume', 'cv.pdf', resume, 'application/pdf']]),
      });
      expect([res.status, res.body]).toEqual([200, APPLIED]);
    }
    expect(await cms.count(APPLICATIONS)).toBe(records + 3);
    expect(resumes()).toBe(files + 3);
  });

  it('job-add: the same application sent three times with one key (the address in any case) is stored once', async () => {
    const submission_key = newSubmissionKey();
    const email = visitor();
    const [records, files, mails] = [await cms.count(APPLICATIONS), resumes(), (await outbox()).length];
    for (const address of [email, email.toUpperCase(), email]) {
      const res = await cms.request('/job-add', {
        form: form({ ...application, email: address, submission_key }, [['resume', 'cv.pdf', pdf, 'application/pdf']]),
      });
      expect([res.status, res.body]).toEqual([200, APPLIED]);
    }
    expect(await cms.count(APPLICATIONS)).toBe(records + 1);
    expect(resumes()).toBe(files + 1);
    expect((await outbox()).length).toBe(mails + 2);
  });

  it('subscribe-add: one key, two addresses: two subscribers; one address three times (any case): one', async () => {
    // The address is a subscriber's identity; the key decides nothing here.
    const submission_key = newSubmissionKey();
    const [a, b] = [visitor(), visitor()];
    const before = await cms.count(SUBSCRIBERS);
    for (const email of [a, b, a.toUpperCase(), a]) {
      const res = await cms.request('/subscribe/subscribe-add', { json: { email, consent: true, submission_key } });
      expect([res.status, res.body]).toEqual([200, { status: true, message: 'Thank you for subscribing!' }]);
    }
    expect(await cms.count(SUBSCRIBERS)).toBe(before + 2);
  });

  it('an existing database migrates at start: bare keys become fingerprints, the former index is dropped', async () => {
    const { tableName } = cms.strapi.db.metadata.get(ENQUIRIES as never);
    const [index] = SUBMISSION_INDEXES;
    const names = async () =>
      (await cms.strapi.db.dialect.schemaInspector.getIndexes(tableName)).map((i: { name: string }) => i.name);
    // A new schema builder per change: one builder runs every change it was given again at each await.
    const schema = () => cms.strapi.db.getSchemaConnection();
    // The earlier release's state: its index on the key and the address, and rows with one bare key, two addresses.
    await schema().alterTable(tableName, (table) => table.dropUnique([], index.name));
    await schema().alterTable(tableName, (table) =>
      table.unique(['submission_key', 'email'], { indexName: index.former }),
    );
    const shared = newSubmissionKey();
    const [a, b] = [visitor(), visitor()];
    const knex = cms.strapi.db.connection;
    const ids: number[] = [];
    for (const email of [a, b]) {
      await cms.request('/contact-add', { json: { ...enquiry, email } });
      const row = (await knex(tableName).where('email', email).first('id')) as { id: number };
      await knex(tableName).where('id', row.id).update({ submission_key: shared });
      ids.push(row.id);
    }

    expect(await ensureSubmissionIndexes(cms.strapi)).toEqual([index.name]);
    expect(await names()).toContain(index.name);
    expect(await names()).not.toContain(index.former);
    const keys = (await knex(tableName).whereIn('id', ids).pluck('submission_key')) as string[];
    expect(keys.map((k) => k.length)).toEqual([43, 43]);
    expect(new Set(keys).size).toBe(2);
    // Run again (the next start): nothing to do.
    expect(await ensureSubmissionIndexes(cms.strapi)).toEqual([]);
    // And the new index holds: the same key, another enquiry from the same address is stored.
    const submission_key = newSubmissionKey();
    const before = await cms.count(ENQUIRIES);
    await cms.request('/contact-add', { json: { ...enquiry, email: a, submission_key } });
    await cms.request('/contact-add', { json: { ...enquiry, email: a, message: 'Another.', submission_key } });
    expect(await cms.count(ENQUIRIES)).toBe(before + 2);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(23)],
    ['not base64url', `${'a'.repeat(21)}!`],
    ['a number', 12345],
    ['an array', ['a'.repeat(22)]],
  ])('a key %s is refused with 400 and a message; nothing is stored', async (_, submission_key) => {
    const mails = (await outbox()).length;
    await expectRefusal(cms, ENQUIRIES, '/contact-add', { json: { ...enquiry, submission_key } }, EXPIRED);
    await expectRefusal(
      cms,
      SUBSCRIBERS,
      '/subscribe/subscribe-add',
      { json: { email: visitor(), consent: true, submission_key } },
      EXPIRED,
    );
    if (typeof submission_key === 'string')
      await expectRefusal(
        cms,
        APPLICATIONS,
        '/job-add',
        { form: form({ ...application, submission_key }, [['resume', 'cv.pdf', pdf, 'application/pdf']]) },
        EXPIRED,
      );
    expect((await outbox()).length).toBe(mails);
  });

  it('keeps the key out of the admin answers', async () => {
    const submission_key = newSubmissionKey();
    await cms.request('/contact-add', { json: { ...enquiry, email: visitor(), submission_key } });
    await cms.request('/job-add', { form: form({ ...application, email: visitor(), submission_key }) });
    for (const route of ['/contact-get', '/job-get', '/contact-get?page=1', '/job-get?page=1']) {
      const res = await cms.request(route, { token });
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(submission_key);
      expect(res.text).not.toContain('submission_key');
    }
  });
});

describe('control characters in names and cities', () => {
  const ONE_LINE = (label: string) => `${label} must be on one line, without tabs or control characters.`;
  it.each([
    ['a line break in a name', 'Rohan\r\nBcc: victim@example.in'],
    ['a tab in a name', 'Rohan\tSharma'],
    ['an escape in a name', 'Rohan\u001b[31m'],
    ['a C1 control in a name', 'Rohan\u0085Sharma'],
  ])('contact-add refuses %s', (_, name) =>
    expectRefusal(cms, ENQUIRIES, '/contact-add', { json: { ...enquiry, name } }, ONE_LINE('Name')),
  );

  it('job-add refuses a line break in the city, and in the name', async () => {
    const broken = { City: { city: 'Jaipur\nFree prizes at http://spam.example' }, Name: { name: 'Priya\nSingh' } };
    for (const [label, field] of Object.entries(broken))
      await expectRefusal(cms, APPLICATIONS, '/job-add', { form: form({ ...application, ...field }) }, ONE_LINE(label));
  });

  it('a message keeps its line breaks (it goes to the office only)', async () => {
    const res = await cms.request('/contact-add', { json: { ...enquiry, message: 'Line one.\nLine two.' } });
    expect(res.status).toBe(200);
  });
});

describe('the acknowledgement to the sender', () => {
  it('carries nothing the sender typed; the office notice carries it all', async () => {
    const email = visitor();
    const name = 'Visit http://spam.example now';
    const mails = (await outbox()).length;
    expect((await cms.request('/contact-add', { json: { ...enquiry, name, email } })).status).toBe(200);
    const [office, ack] = (await outbox()).slice(mails);
    expect(office?.subject).toContain(name);
    expect(ack?.recipient).toBe(email);
    expect(`${ack?.subject}\n${ack?.body}`).not.toContain('spam.example');
  });

  it('past the hourly cap the record and the office notice are stored, the acknowledgement is not (logged, counted)', async () => {
    const cap = cms.strapi.config.get('outbox.ackMailsPerHour') as number;
    const acks = (await outbox()).filter((m) => !m.to_office).length;
    cms.strapi.config.set('outbox.ackMailsPerHour', acks);
    try {
      const [records, mails] = [await cms.count(ENQUIRIES), (await outbox()).length];
      const res = await cms.request('/contact-add', { json: { ...enquiry, email: visitor() } });
      expect([res.status, res.body]).toEqual([200, SENT]);
      expect(await cms.count(ENQUIRIES)).toBe(records + 1);
      expect((await outbox()).slice(mails).map((m) => m.to_office)).toEqual([true]);
      const metrics = await (await fetch(`${cms.url}/_metrics`)).text();
      expect(metrics).toMatch(/^cms_ack_mails_skipped_total 1$/m);
    } finally {
      cms.strapi.config.set('outbox.ackMailsPerHour', cap);
    }
    // Under the cap again, the acknowledgement is queued.
    const mails = (await outbox()).length;
    await cms.request('/contact-add', { json: { ...enquiry, email: visitor() } });
    expect((await outbox()).slice(mails).map((m) => m.to_office)).toEqual([true, false]);
  });
});
