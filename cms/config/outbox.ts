import type { Env } from '@cadmax/contract/env';
import { cmsEnv } from '../src/lib/env';
import type { OutboxSettings } from '../src/lib/mail-outbox';

/** The mail outbox (src/lib/mail-outbox.ts), read once at each start: `strapi.config.get('outbox')`. */
const config = (): OutboxSettings => outboxSettings(cmsEnv());

const outboxSettings = (env: Env): OutboxSettings => ({
  /** How often each instance looks for due mails (OUTBOX_POLL_MS, default 5 s). */
  pollMs: env.OUTBOX_POLL_MS,
  /** The wait before the first retry, doubled for each later one up to an hour (OUTBOX_RETRY_MS, default 30 s). */
  firstRetryMs: env.OUTBOX_RETRY_MS,
  /** Attempts before a mail is given up and counted on the dashboard (OUTBOX_MAX_ATTEMPTS, default 8: about 1 h 04 min of retries). */
  maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  /**
   * Acknowledgements to senders (addresses nobody has verified) queued per hour, all instances together
   * (ACK_MAILS_PER_HOUR, default 200): past it the record and the office's mail are still stored, the
   * acknowledgement is not (logged, and counted in cms_ack_mails_skipped_total), so the forms cannot mail any address.
   */
  ackMailsPerHour: env.ACK_MAILS_PER_HOUR,
});

export default config;
