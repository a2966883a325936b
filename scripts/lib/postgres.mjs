// One SQL statement on its own connection: the bench, the integration tests and the ops tests create and drop their
// throwaway PostgreSQL schemas with it.
import pg from 'pg';

/**
 * @param {string} url
 * @param {string} sql
 * @returns {Promise<void>}
 */
export async function runSql(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
