/**
 * The contact form's enquiries: storing one with its emails, and the admin's list (the logic here, not in
 * the adapter).
 */
import { factories, type Core } from '@strapi/strapi';
import type { contactAddBody, Parsed } from '@cadmax/contract';
import { outboxOf } from '../../../lib/mail-outbox';
import { contactMails } from '../../../lib/notify';
import { documents, insertRow, type ContactRow } from '../../../lib/records';
import { storeOnce, submissionFingerprint } from '../../../lib/submissions';

const UID = 'api::contact-enquiry.contact-enquiry';

export type ContactFields = Parsed<typeof contactAddBody>;

const methods = (strapi: Core.Strapi) => ({
  /**
   * A new enquiry from the public form (validated by the caller); a repeat (the same key and the same enquiry) stores
   * nothing. Where the visitor came from is not part of it: a resend from another tab is the same enquiry.
   */
  receive: async (data: ContactFields): Promise<void> => {
    const { name, email, phone_number, services, message } = data;
    const fingerprint = data.submission_key
      ? submissionFingerprint(data.submission_key, { name, email, phone_number, services, message })
      : null;
    const row = { ...data, submission_key: fingerprint };
    // The enquiry and its two emails are stored together; the outbox sends them (lib/mail-outbox.ts).
    await storeOnce(strapi, UID, fingerprint, () =>
      outboxOf(strapi).storeWithMails((trx) => insertRow(strapi, UID, row, trx), contactMails(data)),
    );
  },

  /** Every enquiry, newest first (the spec's GET /contact-get). */
  adminList: () => documents<ContactRow>(strapi, UID).findMany({ sort: ['createdAt:desc', 'id:desc'] }),
});

/** The service's methods, for readsOf. */
export type ContactEnquiryService = ReturnType<typeof methods>;

export default factories.createCoreService(UID, ({ strapi }) => methods(strapi));
