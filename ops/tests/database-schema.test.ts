/**
 * A DATABASE_SCHEMA that does not exist yet (PostgreSQL only): the built CMS makes it at start, before Strapi's
 * migrations use it; a role that may not create schemas gets a message naming the command to run instead.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runSql } from '../../scripts/lib/postgres.mjs';
import { deployment, freePort, startCms, type Deployment, type Service } from '../support/processes';

const postgres = process.env.DATABASE_CLIENT === 'postgres';
const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function schemaExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [name])).rows.length === 1;
  } finally {
    await client.end();
  }
}

describe.runIf(postgres)('a missing DATABASE_SCHEMA', () => {
  let site: Deployment | undefined;
  let cms: Service | undefined;
  const role = `cadmax_noschema_${crypto.randomBytes(4).toString('hex')}`;

  afterAll(async () => {
    await cms?.stop();
    await site?.remove();
    await runSql(base, `DROP ROLE IF EXISTS ${role}`);
  });

  it('is made by the CMS at start, which then serves from it', async () => {
    site = await deployment();
    const schema = site.env.DATABASE_SCHEMA!;
    await runSql(base, `DROP SCHEMA "${schema}" CASCADE`);
    expect(await schemaExists(schema)).toBe(false);
    cms = await startCms(site.env, await freePort());
    expect(await schemaExists(schema)).toBe(true);
    expect((await fetch(`${cms.url}/api/blog/get`)).status).toBe(200);
  });

  it('is refused, naming the command, when the role may not create it', async () => {
    // A login role without CREATE on the database (PostgreSQL 15 grants PUBLIC only CONNECT and TEMP there).
    await runSql(base, `CREATE ROLE ${role} LOGIN`);
    const url = new URL(base);
    url.username = role;
    const schema = `ops_missing_${crypto.randomBytes(4).toString('hex')}`;
    const env = { ...site!.env, DATABASE_URL: url.toString(), DATABASE_SCHEMA: schema };
    const failed = await startCms(env, await freePort(), { timeoutMs: 60_000 }).then(
      async (started) => {
        await started.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(failed).toMatch(`run CREATE SCHEMA "${schema}" AUTHORIZATION`);
    expect(await schemaExists(schema)).toBe(false);
  });
});
