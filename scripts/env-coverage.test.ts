/**
 * One list of environment variables (packages/contract/src/env.ts): every variable the code reads is in the schema,
 * in .env.example and in docs/deployment.md's table, and nothing is listed that no code reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPRECATED_ENV, ENV_VARS } from '../packages/contract/src/env';
import { documentedRows, envTableRows } from './lib/env-table.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Where the product's code lives (its tests and the e2e harness set variables of their own, not read here). */
const SOURCES = [
  'packages/contract/src',
  'cms/config',
  'cms/src',
  'web/server',
  'web/server.mjs',
  'web/app',
  'web/vite.config.ts',
  'scripts',
];
const SKIP = /(\.test\.tsx?$|\/node_modules\/|\/dist\/|\/build\/|\/\.strapi\/|\/fixtures\/|\/test-servers\.ts$)/;
/** Read by a script about the process itself, not settings of the product. */
const NOT_SETTINGS = new Set([
  'NODE_PATH',
  'PATH',
  'HOME',
  'CI',
  'DEBIAN_FRONTEND',
  'PLAYWRIGHT_JSON_OUTPUT_NAME',
  // npm test's seeded site for its suites (scripts/lib/seeded-snapshot.mjs), not a setting of the product.
  'SEEDED_SNAPSHOT',
]);

const READS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
  /import\.meta\.env\.([A-Z][A-Z0-9_]*)/g,
  /envValue\(['"]([A-Z][A-Z0-9_]*)['"]/g,
  /\b(?:env|source)\.([A-Z][A-Z0-9_]*)\b/g,
  /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
  /(?:parseEnv|cmsEnv)\([^)]*\)\.([A-Z][A-Z0-9_]*)/g,
];

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(full, name))
    .filter((file) => /\.(m?js|tsx?|mts)$/.test(file) && !SKIP.test(file.split(path.sep).join('/')));
}

/** Every variable name the code reads, with one file that reads it. */
function readsInCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of SOURCES.flatMap(files)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of READS)
      for (const match of text.matchAll(pattern)) {
        const name = match[1];
        if (!NOT_SETTINGS.has(name) && !found.has(name)) found.set(name, path.relative(root, file));
      }
  }
  return found;
}

const schemaNames = Object.keys(ENV_VARS);
const exampleNames = [
  ...fs.readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm),
].map((m) => m[1]);

describe('the environment variables, listed once', () => {
  it('every variable the code reads is in the schema', () => {
    const reads = readsInCode();
    expect(reads.size).toBeGreaterThan(40);
    const missing = [...reads].filter(([name]) => !(name in ENV_VARS) && !(name in DEPRECATED_ENV));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('every variable in the schema is read somewhere', () => {
    const reads = readsInCode();
    // Strapi reads STRAPI_TELEMETRY_DISABLED itself; the scripts set it.
    expect(schemaNames.filter((name) => !reads.has(name) && name !== 'STRAPI_TELEMETRY_DISABLED')).toEqual([]);
  });

  it('.env.example lists exactly the schema', () => {
    expect([...new Set(exampleNames)].sort()).toEqual([...schemaNames].sort());
  });

  it("docs/deployment.md's table is the schema's (node scripts/lib/env-table.mjs writes it)", () => {
    const rows = documentedRows(fs.readFileSync(path.join(root, 'docs', 'deployment.md'), 'utf8'));
    expect(rows).toEqual(envTableRows(ENV_VARS));
  });
});
