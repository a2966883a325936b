/**
 * One statement on its own connection: the CMS integration tests and the ops tests create and drop their throwaway
 * PostgreSQL schemas with it.
 */
import pg from 'pg';

export async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
