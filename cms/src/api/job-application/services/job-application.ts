/**
 * The job applications: storing one from the public form with its resume and emails, and the admin's list
 * (the logic here, not in the adapter).
 */
import { factories, type Core } from '@strapi/strapi';
import { messages, type jobAddBody, type Parsed } from '@cadmax/contract';
import { badRequest } from '../../../lib/http';
import { outboxOf } from '../../../lib/mail-outbox';
import { applicationMails } from '../../../lib/notify';
import { documents, type ApplicationRow, type JobOpeningRow } from '../../../lib/records';
import { senderNetworkMark } from '../../../lib/resume-budget';
import { fileDigest, isRepeat, storeOnce, submissionFingerprint } from '../../../lib/submissions';
import { removeResume, storeResume, type UploadedFile } from '../../../lib/uploads';

const UID = 'api::job-application.job-application';

export type ApplicationFields = Parsed<typeof jobAddBody>;

const methods = (strapi: Core.Strapi) => {
  /**
   * The position is the title of a current opening (the form's Position list is those titles; titles are unique,
   * trimmed and case-insensitively). Anything else, a deleted opening included, is refused.
   */
  async function openingFor(position: string): Promise<JobOpeningRow> {
    const [opening] = await documents<JobOpeningRow>(strapi, 'api::job-opening.job-opening').findMany({
      filters: { title: { $eqi: position } },
      fields: ['title'],
      sort: ['sort_order:asc', 'id:asc'],
      limit: 1,
    });
    if (!opening) throw badRequest(messages.invalidPosition);
    return opening;
  }

  return {
    /**
     * A new application (fields validated by the caller) with its resume, if any. `refuseBot` (it throws the
     * honeypot's refusal) runs once the position is known to be valid (a bot naming none gets the same 400 as a
     * person) and before the resume is stored (a bot's file never reaches the disk).
     */
    apply: async (fields: ApplicationFields, file: UploadedFile | undefined, refuseBot: () => void): Promise<void> => {
      const opening = await openingFor(fields.position);
      // The title is kept as text beside the link, so the application still names its position once the opening is gone.
      const position = opening.title;
      refuseBot();
      // The application's content: its fields, the opening it names and the resume's bytes (another resume with the
      // same key is a new application). A repeat of a stored one keeps no second resume; a concurrent twin is
      // caught below.
      const { name, email, phone_number, city } = fields;
      const fingerprint = fields.submission_key
        ? submissionFingerprint(fields.submission_key, {
            name,
            email,
            phone_number,
            city,
            opening: opening.documentId,
            resume: file ? await fileDigest(file.filepath) : '',
          })
        : null;
      if (await isRepeat(strapi, UID, fingerprint)) return;
      const resume = file ? await storeResume(strapi, file) : null;
      const mails = applicationMails({
        name: fields.name,
        email: fields.email,
        phone_number: fields.phone_number,
        position,
        city: fields.city,
        hasResume: resume !== null,
        language: fields.language,
      });
      try {
        // The application and its two emails are stored together (the document service joins the transaction).
        const stored = await storeOnce(strapi, UID, fingerprint, () =>
          outboxOf(strapi).storeWithMails(
            () =>
              documents<ApplicationRow>(strapi, UID).create({
                data: {
                  name: fields.name,
                  email: fields.email,
                  phone_number: fields.phone_number,
                  position,
                  opening: opening.documentId,
                  city: fields.city,
                  resume_file: resume?.file ?? null,
                  resume_name: resume?.name ?? null,
                  resume_mime: resume?.mime ?? null,
                  resume_size: resume?.size ?? null,
                  // Counted for the per-network resume cap (lib/resume-budget.ts); private, never answered.
                  sender_network: resume ? senderNetworkMark(strapi) : null,
                  submission_key: fingerprint,
                  source_page: fields.source_page,
                  language: fields.language,
                },
              }),
            mails,
          ),
        );
        if (!stored && resume) await removeResume(strapi, resume.file);
      } catch (error) {
        if (resume) await removeResume(strapi, resume.file);
        throw error;
      }
    },

    /** Every application with its opening's title and slug, newest first (the spec's GET /job-get). */
    adminList: () =>
      documents<ApplicationRow>(strapi, UID).findMany({
        sort: ['createdAt:desc', 'id:desc'],
        populate: { opening: { fields: ['title', 'slug'] } },
      }),
  };
};

/** The service's methods, for readsOf. */
export type JobApplicationService = ReturnType<typeof methods>;

export default factories.createCoreService(UID, ({ strapi }) => methods(strapi));
