import { expect } from 'vitest';
import type { TestCms } from './cms';
import { APPLICATIONS, ENQUIRIES } from './uids';
import { application, enquiry } from './visitors';

/**
 * A record made through the document service, then moved to `created` by writing its created_at column: the
 * dashboard's periods and weeks are tested with records of past days.
 */
export async function madeAt(
  cms: TestCms,
  uid: string,
  data: Record<string, unknown>,
  created?: Date,
): Promise<string> {
  const documents = cms.strapi.documents(uid as Parameters<typeof cms.strapi.documents>[0]);
  const record = (await documents.create({ data: data as never })) as { documentId: string };
  if (created) {
    const table = (cms.strapi.getModel(uid as never) as { collectionName: string }).collectionName;
    await cms.strapi.db.getConnection(table).where('document_id', record.documentId).update({ created_at: created });
  }
  return record.documentId;
}

let serial = 0;

/**
 * What a visitor sends (support/visitors.ts's enquiry or application, under a name and address of its own), `fields`
 * over it, made at `created` (madeAt): its documentId.
 */
export function madeSubmission(
  cms: TestCms,
  kind: 'enquiry' | 'application',
  fields: Record<string, unknown> = {},
  created?: Date,
): Promise<string> {
  serial += 1;
  const [uid, sent] = kind === 'enquiry' ? [ENQUIRIES, enquiry] : [APPLICATIONS, application];
  return madeAt(
    cms,
    uid,
    { ...sent, name: `Visitor ${serial}`, email: `visitor${serial}@example.in`, ...fields },
    created,
  );
}

/** An enquiry made and then deleted as the admin deletes one (POST /contact-delete): in the trash, counted nowhere. */
export async function madeTrashedEnquiry(cms: TestCms, token: string, fields: Record<string, unknown>): Promise<void> {
  const removed = await cms.request('/contact-delete', {
    token,
    json: { _id: await madeSubmission(cms, 'enquiry', fields) },
  });
  expect(removed.status, removed.text).toBe(200);
}
