import type { TestCms } from './cms';

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
