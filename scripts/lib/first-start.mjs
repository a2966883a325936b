// Whether the configured database already holds the site's content, so `npm start` seeds any empty
// database (a new SQLite file or a new PostgreSQL database or schema) and never reseeds one in use.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { cmsDir } from './env.mjs';
import path from 'node:path';

const fromCms = createRequire(path.join(cmsDir, 'package.json'));

/**
 * Tables the seed fills. The site settings are a single type the admin edits but never deletes, so a
 * database an admin has emptied of blogs and projects still counts as holding content.
 */
export const CONTENT_TABLES = ['site_settings', 'services', 'projects', 'blogs'];

/** True when any content table exists and has a row. */
export async function holdsContent(env) {
  if ((env.DATABASE_CLIENT ?? 'sqlite') === 'postgres') return postgresHoldsContent(env);
  return sqliteHoldsContent(env.DATABASE_FILENAME);
}

function sqliteHoldsContent(filename) {
  if (!filename || !fs.existsSync(filename)) return false;
  const Database = fromCms('better-sqlite3');
  const db = new Database(filename, { readonly: true, fileMustExist: true });
  try {
    const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
    return CONTENT_TABLES.some((table) => exists.get(table) && db.prepare(`SELECT 1 FROM "${table}" LIMIT 1`).get());
  } finally {
    db.close();
  }
}

async function postgresHoldsContent(env) {
  const { Client } = fromCms('pg');
  const client = new Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const schema = env.DATABASE_SCHEMA || 'public';
    for (const table of CONTENT_TABLES) {
      const { rows } = await client.query('SELECT to_regclass($1) AS name', [`"${schema}"."${table}"`]);
      if (!rows[0].name) continue;
      const { rowCount } = await client.query(`SELECT 1 FROM "${schema}"."${table}" LIMIT 1`);
      if (rowCount) return true;
    }
    return false;
  } finally {
    await client.end();
  }
}
