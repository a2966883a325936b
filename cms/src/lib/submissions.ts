/**
 * A public form's repeat stores once. A form carries a submission key made when it was shown
 * (@cadmax/contract's newSubmissionKey); the record keeps it (private: never in an answer), and a unique index on
 * the key and the sender's address (lib/indexes.ts) lets the database hold one row per pair. A visitor whose
 * answer was lost (the web server died, the network dropped) sends again with the same key: the repeat is
 * answered as the first was, with no second record and no second mail.
 */
import type { Core } from '@strapi/strapi';
import type { ContentUid } from './records';

/** Whether a record of `uid` holds this key and address. */
async function stored(strapi: Core.Strapi, uid: ContentUid, key: string, email: string): Promise<boolean> {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const columnOf = (name: string) => (attributes as Record<string, { columnName?: string }>)[name]?.columnName ?? name;
  const row = await strapi.db
    .getConnection(tableName)
    .select(columnOf('id'))
    .where(columnOf('submission_key'), key)
    .where(columnOf('email'), email)
    .first();
  return row !== undefined;
}

/**
 * Runs `store` unless the submission is a repeat; true when it stored. Without a key (a caller of the API that
 * sends none) every call stores. A concurrent twin that loses the race on the unique index is a repeat too:
 * its transaction (record and mails) rolls back, and it answers as the winner does.
 */
export async function storeOnce(
  strapi: Core.Strapi,
  uid: ContentUid,
  submission: { submission_key?: string | undefined; email: string },
  store: () => Promise<void>,
): Promise<boolean> {
  const key = submission.submission_key;
  if (!key) {
    await store();
    return true;
  }
  if (await stored(strapi, uid, key, submission.email)) return false;
  try {
    await store();
    return true;
  } catch (error) {
    if (await stored(strapi, uid, key, submission.email)) return false;
    throw error;
  }
}

/** Whether a keyed submission was already stored (checked before costly work, such as keeping a resume). */
export const isRepeat = (
  strapi: Core.Strapi,
  uid: ContentUid,
  submission: { submission_key?: string | undefined; email: string },
): Promise<boolean> =>
  submission.submission_key ? stored(strapi, uid, submission.submission_key, submission.email) : Promise.resolve(false);
