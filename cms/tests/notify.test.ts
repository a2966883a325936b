/**
 * New-enquiry email: a local SMTP server (smtp-server) receives what the real CMS sends; a dead or missing server loses
 * nothing, and the outbox (cms/src/lib/mail-outbox.ts) delivers each mail once when the server is back.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { winston } from '@strapi/logger';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bootCms, type TestCms } from './support/cms';
import { createSeededOpenings } from './support/openings';
import { form, pdf } from './support/fixtures';
import { application, enquiry as contact } from './support/visitors';
import { closedPort, mailText, smtpSettings, smtpSink, type Mail, type SmtpSink } from './support/mail';

/**
 * Subjects whose first delivery the sink takes and then answers as if the connection dropped (421): the mail has
 * arrived, but the CMS never hears so, as when it is killed between the SMTP server's accept and marking the row sent.
 */
const lostAcks = new Set<string>();
/** Recipients the sink refuses, quoting the address back as mail servers do. */
const refused = new Set<string>();

const OFFICE = 'office@cadmax.test';
let smtp: SmtpSink;
let received: Mail[];
let smtpPort: number;
let cms: TestCms;

/** The first `find` gives (polled): a mail, once it has come. */
const waitFor = <T>(find: () => T | undefined) => vi.waitUntil(find, { timeout: 15_000 });

/** cms_outbox_oldest_pending_seconds from /_metrics. */
const oldestPending = async () => {
  const text = await (await fetch(`${cms.url}/_metrics`)).text();
  return Number(/^cms_outbox_oldest_pending_seconds (\S+)$/m.exec(text)?.[1]);
};

const mailTo = (address: string, subject: string) => () =>
  received.find((m) => m.rcptTo.includes(address) && m.subject === subject);

beforeAll(async () => {
  smtp = await smtpSink({
    refuse: (address) => refused.has(address),
    loseAck: (mail) => lostAcks.delete(mail.subject),
  });
  ({ port: smtpPort, mails: received } = smtp);
  cms = await bootCms({
    ...smtpSettings(smtpPort),
    // Quick rounds and retries, so an outage and its recovery fit in a test.
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_MS: '300',
    OUTBOX_MAX_ATTEMPTS: '5',
  });
  await createSeededOpenings(cms);
});
afterAll(async () => {
  await cms?.stop();
  await smtp?.close();
});

describe('new-enquiry email over SMTP', () => {
  it('a contact enquiry mails the office and acknowledges the sender', async () => {
    const res = await cms.request('/contact-add', { json: contact });
    expect(res.status).toBe(200);
    const notice = await waitFor(mailTo(OFFICE, 'New enquiry from Rohan Sharma'));
    expect(notice.header('To')).toBe(OFFICE);
    expect(notice.header('Reply-To')).toBe(contact.email);
    const ack = await waitFor(mailTo(contact.email, 'Thank you for contacting Cadmax'));
    expect(ack.rcptTo).toEqual([contact.email]);
  });

  it('a job application mails the office and acknowledges the applicant', async () => {
    const res = await cms.request('/job-add', {
      form: form(application, [['resume', 'cv.pdf', pdf, 'application/pdf']]),
    });
    expect(res.status).toBe(200);
    const notice = await waitFor(mailTo(OFFICE, 'New job application from Priya Singh (Urban Planner)'));
    expect(notice.header('Reply-To')).toBe(application.email);
    const ack = await waitFor(mailTo(application.email, 'Your application to Cadmax'));
    expect(ack.header('To')).toBe(application.email);
  });

  it('a form sent from a Hindi page: the notice names the language, the acknowledgement is in Hindi', async () => {
    const hindi = {
      ...contact,
      name: 'रोहन शर्मा',
      email: 'rohan.hi@example.in',
      message: 'जयपुर में प्लॉट',
      language: 'hi',
    };
    expect((await cms.request('/contact-add', { json: hindi })).status).toBe(200);
    const notice = await waitFor(mailTo(OFFICE, 'New enquiry from रोहन शर्मा'));
    expect(mailText(notice.raw)).toContain('Language: Hindi');
    expect(mailText(notice.raw)).toContain('जयपुर में प्लॉट');
    const ack = await waitFor(mailTo(hindi.email, 'Cadmax से संपर्क करने के लिए धन्यवाद'));
    expect(mailText(ack.raw)).toMatch(/^नमस्ते,/);

    const res = await cms.request('/job-add', {
      form: form({ ...application, email: 'priya.hi@example.in', city: 'अजमेर', language: 'hi' }, []),
    });
    expect(res.status, res.text).toBe(200);
    const applied = await waitFor(() =>
      received.find((m) => m.rcptTo.includes(OFFICE) && m.header('Reply-To') === 'priya.hi@example.in'),
    );
    expect(mailText(applied.raw)).toMatch(/City: अजमेर\s+Resume: none\s+Language: Hindi/);
    expect(mailText((await waitFor(mailTo('priya.hi@example.in', 'Cadmax में आपका आवेदन'))).raw)).toContain(
      'Urban Planner पद के लिए आवेदन',
    );
    // Sent from an English page (or by a caller of the spec's API, which names none): English.
    expect(mailText((await waitFor(mailTo(OFFICE, 'New enquiry from Rohan Sharma'))).raw)).toContain(
      'Language: English',
    );

    // The footer's sign-up on a Hindi page: confirmed in Hindi, its unsubscribe line too, and kept with its language.
    const signUp = { email: 'meera.hi@example.in', consent: true, language: 'hi' };
    expect((await cms.request('/subscribe/subscribe-add', { json: signUp })).status).toBe(200);
    const confirmed = mailText((await waitFor(mailTo(signUp.email, 'आपने Cadmax का न्यूज़लेटर सब्सक्राइब कर लिया है'))).raw);
    expect(confirmed).toMatch(/^Cadmax का न्यूज़लेटर सब्सक्राइब करने के लिए धन्यवाद।/);
    expect(confirmed).toMatch(/एक क्लिक में सब्सक्रिप्शन छोड़ें: \S+\/unsubscribe\?/);
    const listed = await cms.request<{ data: { email: string; language: string }[] }>('/subscribe/subscribe-email', {
      token: await cms.login(),
    });
    expect(listed.body.data.find((s) => s.email === signUp.email)?.language).toBe('hi');
  });

  it("without OFFICE_EMAIL the notice goes to the site admin's email, not the site settings'", async () => {
    // The settings' public email is the panel editor's to change: it must not redirect the office's mail.
    await cms.strapi
      .documents('api::site-setting.site-setting')
      .create({ data: { company_name: 'Cadmax', email: 'editor-chosen@example.com' } });
    delete process.env.OFFICE_EMAIL;
    try {
      const res = await cms.request('/contact-add', { json: { ...contact, name: 'Settings Route' } });
      expect(res.status).toBe(200);
      await waitFor(mailTo(ADMIN_EMAIL, 'New enquiry from Settings Route'));
      expect(received.some((m) => m.rcptTo.includes('editor-chosen@example.com'))).toBe(false);
    } finally {
      process.env.OFFICE_EMAIL = OFFICE;
    }
  });
});

describe('the enquiry is never lost because the email failed', () => {
  const stored = async (name: string) =>
    (await cms.strapi.documents('api::contact-enquiry.contact-enquiry').findMany({ filters: { name } })).length;

  it('with SMTP pointed at a closed port the enquiry answers 200 and is stored', async () => {
    process.env.SMTP_PORT = String(await closedPort());
    try {
      const res = await cms.request('/contact-add', { json: { ...contact, name: 'Closed Port' } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: true,
        message: 'Thank you! Your enquiry has been sent. We will get back to you soon.',
      });
      expect(await stored('Closed Port')).toBe(1);
    } finally {
      process.env.SMTP_PORT = String(smtpPort);
    }
  });

  it('does not wait for an SMTP server that accepts the connection but never greets', async () => {
    // If the answer waited for the email, the CMS would give up on the greeting (its time-out) and close the
    // connection before answering: so when the answer comes, no connection to this server may have ended yet.
    let ended = 0;
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => {
        ended += 1;
      });
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    process.env.SMTP_PORT = String((silent.address() as AddressInfo).port);
    try {
      const res = await cms.request('/contact-add', { json: { ...contact, name: 'Silent Server' } });
      expect(res.status).toBe(200);
      expect(ended).toBe(0);
      expect(await stored('Silent Server')).toBe(1);
    } finally {
      process.env.SMTP_PORT = String(smtpPort);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('with SMTP unset the enquiry answers 200 and is stored', async () => {
    delete process.env.SMTP_HOST;
    try {
      const res = await cms.request('/contact-add', { json: { ...contact, name: 'No Smtp' } });
      expect(res.status).toBe(200);
      expect(await stored('No Smtp')).toBe(1);
      // Nothing queued (in the same transaction as the record) is nothing a worker could ever send.
      const queued = await cms.strapi.db
        .getConnection('mail_outbox')
        .count({ n: '*' })
        .where('body', 'like', '%No Smtp%');
      expect(Number(queued[0]!.n)).toBe(0);
      expect(received.filter((m) => m.subject === 'New enquiry from No Smtp')).toEqual([]);
    } finally {
      process.env.SMTP_HOST = '127.0.0.1';
    }
  });
});

interface OutboxRow {
  subject: string;
  attempts: number;
  sent_at: unknown;
  failed: boolean | number;
}

describe('the mail outbox', () => {
  /**
   * The outbox rows of a sender's mails: the office notice names them, the acknowledgement goes to their address
   * (it carries nothing they typed).
   */
  const outbox = async (like: string, recipient = '') =>
    (await cms.strapi.db
      .getConnection('mail_outbox')
      .select('subject', 'attempts', 'sent_at', 'failed')
      .where('body', 'like', like)
      .orWhere('recipient', 'like', recipient || like)) as OutboxRow[];
  const times = (address: string, subject: string) =>
    received.filter((m) => m.rcptTo.includes(address) && m.subject === subject).length;
  /**
   * Waits until every outbox row matching `like` is done (sent or given up): a worker only ever picks rows that are
   * neither, so what the SMTP sink has received by then is all it will ever receive for them.
   */
  const done = async (like: string, recipient: string, count: number) => {
    const start = Date.now();
    for (;;) {
      const rows = await outbox(like, recipient);
      if (rows.length === count && rows.every((r) => r.sent_at !== null || Boolean(r.failed))) return rows;
      if (Date.now() - start > 15_000) throw new Error(`outbox rows not done: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('SMTP down during a burst, then up: every email of the burst arrives exactly once', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Burst Sender ${i + 1}`);
    process.env.SMTP_PORT = String(await closedPort());
    try {
      const answers = await Promise.all(
        names.map((name, i) =>
          cms.request('/contact-add', { json: { ...contact, name, email: `burst${i + 1}@example.in` } }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));
      // Every mail of the burst has been tried against the dead server at least once.
      const start = Date.now();
      for (;;) {
        const rows = await outbox('%Burst Sender%', 'burst%@example.in');
        if (rows.length === 16 && rows.every((r) => r.attempts >= 1)) break;
        if (Date.now() - start > 15_000) throw new Error(`outbox rows not tried: ${JSON.stringify(rows)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      process.env.SMTP_PORT = String(smtpPort);
    }
    for (const [i, name] of names.entries()) {
      await waitFor(mailTo(OFFICE, `New enquiry from ${name}`));
      await waitFor(mailTo(`burst${i + 1}@example.in`, 'Thank you for contacting Cadmax'));
    }
    const rows = await done('%Burst Sender%', 'burst%@example.in', 16);
    for (const row of rows) expect(row.sent_at).not.toBeNull();
    for (const [i, name] of names.entries()) {
      expect(times(OFFICE, `New enquiry from ${name}`), name).toBe(1);
      expect(times(`burst${i + 1}@example.in`, 'Thank you for contacting Cadmax'), name).toBe(1);
    }
  });

  it('a mail that keeps failing is given up after the last attempt, counted on the dashboard, and not sent later', async () => {
    const token = await cms.login();
    const before = (await cms.request<{ mail: { failed: number } }>('/dashboard-counts', { token })).body.mail.failed;
    process.env.SMTP_PORT = String(await closedPort());
    try {
      expect(
        (await cms.request('/contact-add', { json: { ...contact, name: 'Given Up', email: 'given.up@example.in' } }))
          .status,
      ).toBe(200);
      const start = Date.now();
      for (;;) {
        const rows = await outbox('%Given Up%', 'given.up@example.in');
        if (rows.length === 2 && rows.every((r) => Boolean(r.failed))) {
          for (const row of rows) expect(row.attempts).toBe(5);
          break;
        }
        if (Date.now() - start > 30_000) throw new Error(`not given up: ${JSON.stringify(rows)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      process.env.SMTP_PORT = String(smtpPort);
    }
    const dashboard = await cms.request<{ mail: { failed: number; pending: number } }>('/dashboard-counts', { token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.mail.failed).toBe(before + 2);
    // Given up means never picked again: the sink's count is final now.
    expect(times(OFFICE, 'New enquiry from Given Up')).toBe(0);
  });

  it('a mail delivered but not marked sent goes again with the same Message-ID (at least once, one ID)', async () => {
    const subject = 'New enquiry from Lost Ack';
    lostAcks.add(subject);
    const res = await cms.request('/contact-add', {
      json: { ...contact, name: 'Lost Ack', email: 'lost.ack@example.in' },
    });
    expect(res.status).toBe(200);
    await done('%Lost Ack%', 'lost.ack@example.in', 2);
    const copies = received.filter((m) => m.subject === subject);
    expect(copies).toHaveLength(2);
    const messageId = copies[0]!.header('Message-ID');
    expect(messageId).toMatch(/^<outbox-\d+-\w+@[^>]+>$/);
    expect(copies[1]!.header('Message-ID')).toBe(messageId);
    // Another mail has its own.
    const ack = received.filter((m) => m.rcptTo.includes('lost.ack@example.in'));
    expect(ack).toHaveLength(1);
    expect(ack[0]!.header('Message-ID')).not.toBe(messageId);
  });

  it("the outbox's log lines carry no visitor's name or email, though the server's messages quote them", async () => {
    const name = `Quiet Visitor ${Date.now()}`;
    const email = `quiet.${Date.now()}@example.in`;
    const lines: string[] = [];
    const transport = new winston.transports.Stream({
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    });
    const log = cms.strapi.log as unknown as { add(t: unknown): void; remove(t: unknown): void };
    log.add(transport);
    lostAcks.add(`New enquiry from ${name}`);
    refused.add(email);
    try {
      expect((await cms.request('/contact-add', { json: { ...contact, name, email } })).status).toBe(200);
      await waitFor(mailTo(OFFICE, `New enquiry from ${name}`));
      await waitFor(() => (lines.filter((l) => l.includes('mail to a visitor')).length >= 2 ? true : undefined));
      await waitFor(() =>
        received.filter((m) => m.subject === `New enquiry from ${name}`).length === 2 ? true : undefined,
      );
    } finally {
      refused.delete(email);
      log.remove(transport);
    }
    // The failures were logged (the office notice's lost answer, the refused acknowledgement), without either.
    expect(lines.filter((l) => l.includes('Outbox mail')).length).toBeGreaterThanOrEqual(3);
    expect(lines.join('\n')).toMatch('Recipient address rejected');
    expect(lines.filter((l) => l.includes(name) || l.includes(email) || l.includes('Quiet Visitor'))).toEqual([]);
  });

  it('a refused enquiry queues no mail', async () => {
    const res = await cms.request('/contact-add', {
      json: { ...contact, name: 'Refused Sender', email: 'not-an-email' },
    });
    expect(res.status).toBe(400);
    expect(await outbox('%Refused Sender%')).toHaveLength(0);
  });

  it('mails stored while no sender ran (a stopped or killed process) go out when one starts', async () => {
    const outboxService = cms.strapi.service('api::mail-outbox.mail-outbox') as unknown as {
      start(): void;
      stop(): Promise<void>;
    };
    await outboxService.stop();
    try {
      expect(
        (
          await cms.request('/contact-add', {
            json: { ...contact, name: 'While Stopped', email: 'while.stopped@example.in' },
          })
        ).status,
      ).toBe(200);
      // stop() resolved: no round is in flight and none starts, so the rows stay unsent.
      const rows = await outbox('%While Stopped%', 'while.stopped@example.in');
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.sent_at).toBeNull();
      expect(times(OFFICE, 'New enquiry from While Stopped')).toBe(0);
      // The metrics tell a stalled outbox by its oldest unsent mail's age.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await oldestPending()).toBeGreaterThanOrEqual(1.5);
    } finally {
      outboxService.start();
    }
    await done('%While Stopped%', 'while.stopped@example.in', 2);
    expect(times(OFFICE, 'New enquiry from While Stopped')).toBe(1);
    expect(await oldestPending()).toBeLessThan(1.5);
  });
});

describe("the office's address", () => {
  it("changes only with the site admin's email: in the activity log, and the previous address is told", async () => {
    const token = await cms.login();
    const next = 'new-office@cadmax.test';
    const res = await cms.request('/profile-update', {
      token,
      form: form({ name: 'Site Admin', email: next, phone: '9876543210', currentPassword: ADMIN_PASSWORD }),
    });
    expect(res.status, res.text).toBe(200);
    const notice = await waitFor(mailTo(ADMIN_EMAIL, 'Your Cadmax admin email was changed'));
    expect(notice.rcptTo).toEqual([ADMIN_EMAIL]);
    const logged = await cms.strapi.db
      .query('api::audit-entry.audit-entry')
      .findMany({ where: { record_type: 'profile', action: 'update' } });
    expect(logged.length).toBeGreaterThan(0);
    delete process.env.OFFICE_EMAIL;
    try {
      expect((await cms.request('/contact-add', { json: { ...contact, name: 'After The Change' } })).status).toBe(200);
      await waitFor(mailTo(next, 'New enquiry from After The Change'));
    } finally {
      process.env.OFFICE_EMAIL = OFFICE;
    }
  });
});
