/**
 * What the e2e CMS stored, read straight from its SQLite file (playwright.config.ts puts it in E2E_DB_DIR): the
 * editors' round trips compare an article's stored bytes, which no API answer shows unchanged.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

interface SqliteDb {
  prepare(sql: string): { all(...params: unknown[]): Record<string, unknown>[] };
  close(): void;
}
type SqliteConstructor = new (file: string, options: { readonly: boolean }) => SqliteDb;

/** The blog's stored `content`, byte for byte, one entry per version of the record (oldest row first). */
export function storedBlogContent(documentId: string): string[] {
  // better-sqlite3 is the CMS's own driver, installed in its workspace.
  const require = createRequire(path.resolve(import.meta.dirname, '..', '..', '..', 'cms', 'package.json'));
  const Database = require('better-sqlite3') as SqliteConstructor;
  const db = new Database(path.join(process.env.E2E_DB_DIR ?? '', 'data.db'), { readonly: true });
  try {
    return db
      .prepare('SELECT content FROM blogs WHERE document_id = ? ORDER BY id')
      .all(documentId)
      .map((row) => String(row.content));
  } finally {
    db.close();
  }
}
