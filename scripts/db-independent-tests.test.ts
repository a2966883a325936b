/**
 * The list of database-independent test files (scripts/lib/db-independent-tests.mjs) stays true to the tree: it names
 * only real integration and ops test files, none of them holding a PostgreSQL-only test, and Vitest's own file list
 * under `npm run test:postgres` is the SQLite one less exactly those files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DB_INDEPENDENT_TESTS } from './lib/db-independent-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
const listed = Object.keys(DB_INDEPENDENT_TESTS);

/** The test files Vitest's cms and ops projects (ops-load included) would run with this DATABASE_CLIENT, from the repository's root. */
function vitestFiles(databaseClient: 'sqlite' | 'postgres'): string[] {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'list',
      '--project',
      'cms',
      '--project',
      'ops',
      '--project',
      'ops-load',
      '--filesOnly',
      '--json',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_CLIENT: databaseClient } },
  );
  expect(run.status, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { file: string }[]).map((f) => path.relative(root, f.file)).sort();
}

describe('the database-independent test files', () => {
  it.each(listed)('%s is a test file of the cms or ops suite, with a reason', (file) => {
    expect(file).toMatch(/^(cms|ops)\/tests\/.+\.test\.ts$/);
    expect(fs.existsSync(path.join(root, file)), `${file} is listed but does not exist`).toBe(true);
    expect(DB_INDEPENDENT_TESTS[file].trim()).not.toBe('');
  });

  it.each(listed)('%s holds no test that runs on PostgreSQL only', (file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    expect(source).not.toMatch(
      /\.(runIf\(\s*(postgres|onPostgres|process\.env\.DATABASE_CLIENT === 'postgres')|skipIf\(\s*!\s*(postgres|onPostgres))\b/,
    );
  });

  it('are left out on PostgreSQL, and only they', { timeout: 60_000 }, () => {
    const onSqlite = vitestFiles('sqlite');
    const onPostgres = vitestFiles('postgres');
    expect(onSqlite).toEqual(expect.arrayContaining(listed));
    expect(onSqlite.filter((file) => !onPostgres.includes(file))).toEqual([...listed].sort());
    expect(onPostgres.every((file) => onSqlite.includes(file))).toBe(true);
  });
});
