// What `npm run backup` and `npm run restore` share: where the data lives (from the same
// environment the CMS gets) and the archive's layout.
//   manifest.json     format, creation time, and the size and SHA-256 of every other entry
//   database.sqlite   a consistent copy of the SQLite database (SQLite's online backup)
//   uploads/          Strapi's public uploads (<CMS_PUBLIC_DIR>/uploads)
//   resumes/          the private resumes (RESUME_DIR)
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir } from './env.mjs';

export const FORMAT = 1;
export const DATABASE_ENTRY = 'database.sqlite';
export const MANIFEST_ENTRY = 'manifest.json';

const require = createRequire(path.join(cmsDir, 'package.json'));
export const Database = require('better-sqlite3');

/** The data locations, resolved as the CMS resolves them (relative paths from cms/). Exits on PostgreSQL. */
export function dataPaths(env) {
  if (env.DATABASE_CLIENT !== 'sqlite') {
    console.error(
      `DATABASE_CLIENT=${env.DATABASE_CLIENT}: back up PostgreSQL with pg_dump, and the uploads and resumes with their storage's tools (docs/deployment.md#backups).`,
    );
    process.exit(1);
  }
  return {
    database: env.DATABASE_FILENAME,
    uploads: path.resolve(cmsDir, env.CMS_PUBLIC_DIR || 'public', 'uploads'),
    resumes: path.resolve(cmsDir, env.RESUME_DIR || path.join('private', 'resumes')),
  };
}

export function sha256(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every regular file under dir, as paths relative to dir with forward slashes, sorted. */
export function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Copies a folder's contents (an absent folder gives an empty one). */
export function copyDir(from, to) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
  fs.mkdirSync(to, { recursive: true });
}
