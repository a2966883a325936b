/**
 * The run's template database: one first boot's tables, indexes, text-search tables and bootstrap rows (roles, the
 * accounts), made once by the global setup (support/compile.ts) and copied for each test file's boot, which then
 * skips Strapi's schema sync and the first start's writes (a warm boot on SQLite 2.6–4.2 s fresh against 0.6–1.2 s
 * on a copy, four pairs side by side; a fresh one on PostgreSQL took 5.2–7.1 s). SQLite: a file, copied. PostgreSQL:
 * a database used as CREATE DATABASE's TEMPLATE, so each file has a database of its own, in the same non-default
 * schema the template was made in.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { runSql } from '../../../scripts/lib/postgres.mjs';

export type CmsTemplate = { sqlite: string } | { postgres: { url: string; database: string } };

declare module 'vitest' {
  export interface ProvidedContext {
    cmsTemplate: CmsTemplate | null;
  }
}

/** The schema the template is made in, so the product still runs on a schema other than `public`. */
const TEMPLATE_SCHEMA = 'cms_test';

const serverUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const withDatabase = (url: string, database: string) => {
  const own = new URL(url);
  own.pathname = `/${database}`;
  return own.toString();
};

/** The template the global setup made (null when a run has none, e.g. a single file run outside the project). */
export const injectedTemplate = (): CmsTemplate | null => inject('cmsTemplate') ?? null;

/** A copy of the template for one boot: the database settings to boot with, and its removal. */
export async function templateDatabase(template: CmsTemplate, tmpDir: string) {
  if ('sqlite' in template) {
    const file = path.join(tmpDir, 'test.db');
    await fs.copyFile(template.sqlite, file);
    return { env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file }, remove: async () => undefined };
  }
  const database = `cms_test_${crypto.randomBytes(6).toString('hex')}`;
  await runSql(template.postgres.url, `CREATE DATABASE "${database}" TEMPLATE "${template.postgres.database}"`);
  return {
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: withDatabase(template.postgres.url, database),
      DATABASE_SCHEMA: TEMPLATE_SCHEMA,
    },
    remove: () => runSql(template.postgres.url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
  };
}

/**
 * Boots the CMS once on a new database and keeps that database as the template (the global setup's part; it imports
 * support/cms.ts only here, as that module loads Strapi).
 */
export async function makeTemplate(): Promise<{ template: CmsTemplate; remove(): Promise<void> }> {
  const { bootCms } = await import('./cms');
  // Booting moves to cms/ and sets the boot's settings; the runner's workers start from what the runner had.
  const cwd = process.cwd();
  const env = { ...process.env };
  try {
    if (process.env.DATABASE_CLIENT === 'postgres') {
      const url = serverUrl();
      const database = `cms_template_${crypto.randomBytes(6).toString('hex')}`;
      await runSql(url, `CREATE DATABASE "${database}"`);
      const cms = await bootCms(
        { DATABASE_URL: withDatabase(url, database), DATABASE_SCHEMA: TEMPLATE_SCHEMA },
        { template: null, keepDatabase: true },
      );
      await cms.stop();
      return {
        template: { postgres: { url, database } },
        remove: () => runSql(url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
      };
    }
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cadmax-cms-template-'));
    const file = path.join(dir, 'template.db');
    const cms = await bootCms({}, { template: null });
    // A consistent copy of the open database, its write-ahead log included.
    await cms.strapi.db.connection.raw('VACUUM INTO ?', [file]);
    await cms.stop();
    return { template: { sqlite: file }, remove: () => fs.rm(dir, { recursive: true, force: true }) };
  } finally {
    process.chdir(cwd);
    for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
    Object.assign(process.env, env);
  }
}
