/**
 * The outbox of the new-enquiry and new-application emails, and of the mails to newsletter subscribers (D-13.1).
 * The mails are rows of `mail_outbox`, written in
 * the same transaction as the enquiry or application, so a stored record always has its mails and a refused
 * one never does. A worker in every CMS instance sends what is due, one row at a time, after claiming it
 * with a conditional UPDATE (`locked_until`), so several instances never send the same row at once.
 *
 * - A failed send is retried with exponential backoff (30 s, 1 min, 2 min … at most an hour apart); after the
 *   last attempt (cms/config/outbox.ts) the row is marked failed, logged, and counted on the admin dashboard.
 * - A process that dies after the INSERT leaves the rows pending: the next start (of any instance) sends them.
 *   A process that dies after the SMTP server took a mail but before the row was marked sent sends it again:
 *   delivery is at least once, and exactly once whenever the CMS is not killed mid-send. SMTP has no way to ask
 *   whether a message arrived, so the copy cannot be avoided; each row carries one Message-ID (messageIdOf) on every
 *   attempt, from any instance, so mail clients and servers that drop duplicates show the copy once.
 * - A mail to a newsletter subscriber (one with a `list_unsubscribe` link) goes out only while the address is still
 *   subscribed, checked as it is sent: an address unsubscribed meanwhile is never mailed again (the row is closed
 *   unsent, `last_error` says why). It carries the List-Unsubscribe headers of RFC 2369 and RFC 8058 (one-click).
 * - With SMTP_HOST unset nothing is queued (the record is stored, the log says once that no mail goes out).
 *
 * Writes go straight through Knex: no lifecycle runs, so the public cache is not emptied by an enquiry.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ackMailsSkipped, outboxSends } from './metrics';
import { pollWorker } from './poll-worker';
import { officeAddress, transportFromEnv, type Mail } from './notify';
import { inSchema, insertRow } from './records';
import { envValue } from '@cadmax/contract/env';

export const OUTBOX_UID = 'api::mail-outbox.mail-outbox' as const;
const MAX_RETRY_MS = 60 * 60_000;
/** What looks like an email address in an SMTP server's message (a refused recipient is quoted back). */
const EMAIL_LIKE = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** cms/config/outbox.ts. */
export interface OutboxSettings {
  pollMs: number;
  firstRetryMs: number;
  maxAttempts: number;
  ackMailsPerHour: number;
}
/** A claimed row is another instance's for this long; a send that takes longer is given up by the timeouts in notify.ts. */
const CLAIM_MS = 60_000;
const BATCH = 20;

/** How long after its `attempts`-th failed attempt a mail is tried again. */
export const retryDelayMs = (attempts: number, firstRetryMs: number) =>
  Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

type Params = Record<string, unknown>;

/** Why a subscriber's mail was closed unsent. */
export const NOT_SENT_UNSUBSCRIBED = 'not sent: the address has unsubscribed';

/** Whether `email` is still a newsletter subscriber (a mail with an unsubscribe link goes only then). */
async function stillSubscribed(strapi: Core.Strapi, email: string): Promise<boolean> {
  return (await strapi.db.query('api::subscriber.subscriber').count({ where: { email } })) > 0;
}

const smtpConfigured = () => Boolean(envValue('SMTP_HOST'));

function table(strapi: Core.Strapi, trx?: Knex.Transaction) {
  const { tableName } = strapi.db.metadata.get(OUTBOX_UID);
  return trx ? inSchema(strapi, trx(tableName)) : strapi.db.getConnection(tableName);
}

/** Column names of the outbox's attributes (Strapi's metadata decides them). */
function columns(strapi: Core.Strapi) {
  const attributes = strapi.db.metadata.get(OUTBOX_UID).attributes as Record<string, { columnName?: string }>;
  const col = (name: string) => attributes[name]?.columnName ?? name;
  return {
    id: col('id'),
    toOffice: col('to_office'),
    recipient: col('recipient'),
    replyTo: col('reply_to'),
    listUnsubscribe: col('list_unsubscribe'),
    subject: col('subject'),
    body: col('body'),
    attempts: col('attempts'),
    nextAttemptAt: col('next_attempt_at'),
    lockedUntil: col('locked_until'),
    sentAt: col('sent_at'),
    failed: col('failed'),
    lastError: col('last_error'),
    createdAt: col('createdAt'),
    documentId: col('documentId'),
  };
}

/**
 * The Message-ID of an outbox row, the same on every attempt: its id and its documentId (random, stored with the
 * row when it was queued, so a restored or another deployment's row with the same id gets another), at the site's
 * host (SITE_URL), or the sender's domain without one.
 */
export function messageIdOf(id: number, documentId: string, from: string): string {
  const site = envValue('SITE_URL');
  const host = site ? new URL(site).hostname : (/@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'cadmax.invalid');
  return `<outbox-${id}-${documentId}@${host}>`;
}

async function sendDue(strapi: Core.Strapi, settings: OutboxSettings): Promise<void> {
  const c = columns(strapi);
  const now = new Date();
  const due = (await table(strapi)
    .select(c.id)
    .whereNull(c.sentAt)
    .where(c.failed, false)
    .where(c.nextAttemptAt, '<=', now)
    .where((q) => q.whereNull(c.lockedUntil).orWhere(c.lockedUntil, '<', now))
    .orderBy(c.id)
    .limit(BATCH)) as { id: number }[];
  if (!due.length) return;
  const transport = transportFromEnv(strapi);
  if (!transport) return;
  try {
    const office = await officeAddress(strapi);
    for (const { id } of due) {
      // Claim the row: only one instance's UPDATE matches a row that is free.
      const claimed = await table(strapi)
        .where(c.id, id)
        .whereNull(c.sentAt)
        .where((q) => q.whereNull(c.lockedUntil).orWhere(c.lockedUntil, '<', now))
        .update({ [c.lockedUntil]: new Date(Date.now() + CLAIM_MS) });
      if (claimed !== 1) continue;
      const row = (await table(strapi).where(c.id, id).first()) as Params;
      const to = row[c.toOffice] ? office : String(row[c.recipient] ?? '');
      const unsubscribe = row[c.listUnsubscribe] ? String(row[c.listUnsubscribe]) : null;
      if (unsubscribe && !(await stillSubscribed(strapi, to))) {
        await table(strapi)
          .where(c.id, id)
          .update({ [c.sentAt]: new Date(), [c.lockedUntil]: null, [c.lastError]: NOT_SENT_UNSUBSCRIBED });
        outboxSends.labels('unsubscribed').inc();
        continue;
      }
      try {
        if (!to) throw new Error('no office address: set OFFICE_EMAIL or the email in the site settings');
        const from = envValue('MAIL_FROM') || office;
        if (!from) throw new Error('no sender address: set MAIL_FROM or OFFICE_EMAIL');
        await transport.sendMail({
          messageId: messageIdOf(id, String(row[c.documentId]), from),
          from,
          to,
          subject: String(row[c.subject]),
          text: String(row[c.body]),
          ...(row[c.replyTo] ? { replyTo: String(row[c.replyTo]) } : {}),
          ...(unsubscribe && {
            headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }),
        });
        await table(strapi)
          .where(c.id, id)
          .update({ [c.sentAt]: new Date(), [c.lockedUntil]: null, [c.lastError]: null });
        outboxSends.labels('sent').inc();
      } catch (error) {
        const attempts = Number(row[c.attempts] ?? 0) + 1;
        const failed = attempts >= settings.maxAttempts;
        const delay = retryDelayMs(attempts, settings.firstRetryMs);
        const message = String((error as Error)?.message ?? error).slice(0, 1000);
        await table(strapi)
          .where(c.id, id)
          .update({
            [c.attempts]: attempts,
            [c.failed]: failed,
            [c.lastError]: message,
            [c.nextAttemptAt]: new Date(Date.now() + delay),
            [c.lockedUntil]: null,
          });
        outboxSends.labels(failed ? 'given_up' : 'retry').inc();
        // The row's id and kind, not its subject (an office notice's names the visitor), and the server's message
        // without the addresses it may quote: the logs carry no visitor data (the row has it, for the panel).
        const mail = `Outbox mail ${id} (${row[c.toOffice] ? 'office notice' : 'mail to a visitor'})`;
        const said = message.replace(EMAIL_LIKE, '<address>');
        strapi.log.error(
          failed
            ? `${mail} given up after ${attempts} attempts: ${said}`
            : `${mail} not sent (attempt ${attempts}, retried in ${Math.round(delay / 1000)} s): ${said}`,
        );
      }
    }
  } finally {
    transport.close();
  }
}

/** How many mails wait to be sent and how many were given up (the dashboard shows both). */
async function outboxCounts(strapi: Core.Strapi): Promise<{ pending: number; failed: number }> {
  const c = columns(strapi);
  const count = async (failed: boolean) => {
    const [row] = await table(strapi).whereNull(c.sentAt).where(c.failed, failed).count({ n: '*' });
    return Number((row as { n: number | string }).n);
  };
  return { pending: await count(false), failed: await count(true) };
}

/** A stored datetime as milliseconds: PostgreSQL gives a Date, SQLite the milliseconds (or an ISO string). */
const msOf = (value: unknown) =>
  value instanceof Date
    ? value.getTime()
    : typeof value === 'number' || /^\d+$/.test(String(value))
      ? Number(value)
      : Date.parse(String(value));

/**
 * The counts, and the age in seconds of the oldest mail not sent yet (0 with none): a backlog that only grows older
 * means no instance sends (SMTP down, every sender stopped), which the count alone does not tell from a busy hour.
 */
async function outboxBacklog(strapi: Core.Strapi) {
  const c = columns(strapi);
  const [oldest] = (await table(strapi).whereNull(c.sentAt).where(c.failed, false).min({ at: c.createdAt })) as {
    at: unknown;
  }[];
  const at = oldest?.at == null ? null : msOf(oldest.at);
  return {
    ...(await outboxCounts(strapi)),
    oldestPendingSeconds: at === null || Number.isNaN(at) ? 0 : Math.max(0, (Date.now() - at) / 1000),
  };
}

/**
 * Stores a public form's record and its mails in one transaction, then has them sent. The record goes in
 * through `insert` (a single INSERT for enquiries, the document service for applications), which joins the
 * transaction. With no mail to queue (no SMTP) the record goes in alone: one INSERT, or the document service's
 * own transaction, is atomic already, and a transaction around it was most of an enquiry's write
 * (docs/performance.md).
 */
async function storeWithMails(
  strapi: Core.Strapi,
  insert: (trx?: Knex.Transaction) => Promise<unknown>,
  mails: Mail[],
): Promise<void> {
  if (!smtpConfigured()) {
    transportFromEnv(strapi); // logs once that no mail goes out
    await insert();
    return;
  }
  const now = new Date();
  await strapi.db.transaction(async ({ trx }) => {
    await insert(trx);
    const send = (await ackCapReached(strapi, trx, now)) ? mails.filter((mail) => mail.toOffice) : mails;
    if (send.length < mails.length) {
      ackMailsSkipped.inc(mails.length - send.length);
      strapi.log.warn(
        `Mail outbox: the hourly cap of acknowledgements (ACK_MAILS_PER_HOUR) is reached; "${mails.find((m) => !m.toOffice)?.subject}" not queued (the record is stored).`,
      );
    }
    for (const mail of send) {
      await insertRow(
        strapi,
        OUTBOX_UID,
        {
          to_office: mail.toOffice,
          recipient: mail.to,
          reply_to: mail.replyTo ?? null,
          list_unsubscribe: mail.unsubscribeUrl ?? null,
          subject: mail.subject,
          body: mail.text,
          attempts: 0,
          next_attempt_at: now,
          failed: false,
        },
        trx,
      );
    }
  });
}

/**
 * Whether the acknowledgements queued in the last hour (every instance's: they share the table) reached the cap
 * (cms/config/outbox.ts ackMailsPerHour). The public forms would otherwise send mail to any address at
 * the rate limit's pace, each instance and address its own allowance.
 */
async function ackCapReached(strapi: Core.Strapi, trx: Knex.Transaction, now: Date): Promise<boolean> {
  const { ackMailsPerHour } = strapi.config.get('outbox') as OutboxSettings;
  const c = columns(strapi);
  const [row] = await table(strapi, trx)
    .where(c.toOffice, false)
    .where(c.createdAt, '>', new Date(now.getTime() - 60 * 60_000))
    .count({ n: '*' });
  return Number((row as { n: number | string }).n) >= ackMailsPerHour;
}

/** The outbox of one CMS instance: its Strapi service (`api::mail-outbox.mail-outbox`, see outboxOf). */
export function createOutbox(strapi: Core.Strapi) {
  /** Sends what is due now; resolves when this round is done. A call during a round runs another right after it. */
  const worker = pollWorker(
    'outbox',
    () => sendDue(strapi, strapi.config.get('outbox') as OutboxSettings),
    (error) => strapi.log.error(`Mail outbox: ${String(error)}`),
    true,
  );
  const flush = worker.round;

  return {
    /** In bootstrap(): sends every OUTBOX_POLL_MS (cms/config/outbox.ts), and at once what an earlier run left pending. */
    start: () => worker.start((strapi.config.get('outbox') as OutboxSettings).pollMs),
    /** In destroy(): no new round; waits for the one in progress. */
    stop: worker.stop,
    flush,
    counts: () => outboxCounts(strapi),
    /** counts() and the oldest unsent mail's age (the metrics' gauges). */
    backlog: () => outboxBacklog(strapi),
    /** The record and its mails in one transaction, then a round to send them (if this instance sends). */
    async storeWithMails(insert: (trx?: Knex.Transaction) => Promise<unknown>, mails: Mail[]): Promise<void> {
      await storeWithMails(strapi, insert, mails);
      if (worker.started) void flush();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** This instance's outbox (its Strapi service). */
export const outboxOf = (strapi: Core.Strapi): Outbox => strapi.service(OUTBOX_UID) as unknown as Outbox;
