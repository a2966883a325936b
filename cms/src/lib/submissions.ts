/**
 * A public form's repeat stores once, and nothing else is taken for a repeat. A form carries a submission key made
 * for one page view (by the browser when the form is shown, or by the web server from the content of a form sent
 * without JavaScript: docs/security.md, "Submission keys"). The record keeps a fingerprint of the key and the
 * submission's content (private: never in an answer) in its `submission_key` column, unique in the database
 * (lib/indexes.ts). So the same key with the same content (a resend after a lost answer, a double click) is one
 * record, answered as the first was, with no second mail; the same key with other content (a second enquiry sent with
 * a key someone else used first, or from a page copy shared by mistake) is a record of its own: nothing a visitor is
 * thanked for is dropped.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import type { ContentUid } from './records';

/**
 * The stored fingerprint of a keyed submission: base64url SHA-256 (43 characters) of the key and the content, each
 * text trimmed with its line ends as LF and the address in lower case (addresses compare case-insensitively). A bare
 * key is 22 characters, so a fingerprint is never taken for one.
 */
export function submissionFingerprint(key: string, content: Record<string, string>): string {
  const normal = Object.keys(content)
    .sort()
    .map((name) => {
      const value = content[name]!.replace(/\r\n?/g, '\n').trim();
      return [name, name === 'email' ? value.toLowerCase() : value];
    });
  return createHash('sha256')
    .update(JSON.stringify([key, normal]))
    .digest('base64url');
}

/** The SHA-256 of an uploaded file's bytes (hex), part of an application's content. */
export async function fileDigest(filepath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(filepath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Whether a record of `uid` holds this fingerprint. */
async function stored(strapi: Core.Strapi, uid: ContentUid, fingerprint: string): Promise<boolean> {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const columnOf = (name: string) => (attributes as Record<string, { columnName?: string }>)[name]?.columnName ?? name;
  const row = await strapi.db
    .getConnection(tableName)
    .select(columnOf('id'))
    .where(columnOf('submission_key'), fingerprint)
    .first();
  return row !== undefined;
}

/**
 * Runs `store` unless a record with this fingerprint exists; true when it stored. Without one (a caller of the API
 * that sends no key) every call stores. A concurrent twin that loses the race on the unique index is a repeat too:
 * its transaction (record and mails) rolls back, and it answers as the winner does.
 */
export async function storeOnce(
  strapi: Core.Strapi,
  uid: ContentUid,
  fingerprint: string | null,
  store: () => Promise<void>,
): Promise<boolean> {
  if (!fingerprint) {
    await store();
    return true;
  }
  if (await stored(strapi, uid, fingerprint)) return false;
  try {
    await store();
    return true;
  } catch (error) {
    if (await stored(strapi, uid, fingerprint)) return false;
    throw error;
  }
}

/** Whether a keyed submission was already stored (checked before costly work, such as keeping a resume). */
export const isRepeat = (strapi: Core.Strapi, uid: ContentUid, fingerprint: string | null): Promise<boolean> =>
  fingerprint ? stored(strapi, uid, fingerprint) : Promise.resolve(false);
