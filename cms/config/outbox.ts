import type { Core } from '@strapi/strapi';
import type { OutboxSettings } from '../src/lib/mail-outbox';
import { positiveInt } from '../src/lib/positive-int';

/** The mail outbox (src/lib/mail-outbox.ts), read once at each start: `strapi.config.get('outbox')`. */
const config = ({ env }: Core.Config.Shared.ConfigParams): OutboxSettings => ({
  /** How often each instance looks for due mails (OUTBOX_POLL_MS, default 5 s). */
  pollMs: positiveInt(env('OUTBOX_POLL_MS'), 5_000),
  /** The wait before the first retry, doubled for each later one up to an hour (OUTBOX_RETRY_MS, default 30 s). */
  firstRetryMs: positiveInt(env('OUTBOX_RETRY_MS'), 30_000),
  /** Attempts before a mail is given up and counted on the dashboard (OUTBOX_MAX_ATTEMPTS, default 8: about 1 h 04 min of retries). */
  maxAttempts: positiveInt(env('OUTBOX_MAX_ATTEMPTS'), 8),
  /**
   * Acknowledgements to senders (addresses nobody has verified) queued per hour, all instances together
   * (ACK_MAILS_PER_HOUR, default 200): past it the record and the office's mail are still stored, the
   * acknowledgement is not (logged, and counted in cms_ack_mails_skipped_total). Issue 24.
   */
  ackMailsPerHour: positiveInt(env('ACK_MAILS_PER_HOUR'), 200),
});

export default config;
