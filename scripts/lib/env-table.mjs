// docs/deployment.md's table of environment variables, made from the schema (packages/contract/src/env.ts): one row
// per variable, in the schema's order. `node scripts/lib/env-table.mjs` rewrites it between the markers (then run
// prettier on the file); scripts/env-coverage.test.ts checks the docs hold it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const TABLE_START = '<!-- env-table:start (generated: node scripts/lib/env-table.mjs) -->';
export const TABLE_END = '<!-- env-table:end -->';
const READER_NAMES = { cms: 'CMS', web: 'web', scripts: 'scripts', build: 'web build' };

/**
 * The table's rows as cells: variable, default, who reads it, meaning.
 * @param {Record<string, { readers: readonly string[]; defaultText: string; description: string }>} vars
 * @returns {string[][]}
 */
export function envTableRows(vars) {
  return Object.entries(vars).map(([name, spec]) => [
    `\`${name}\``,
    spec.defaultText,
    spec.readers.map((reader) => READER_NAMES[reader] ?? reader).join(', '),
    spec.description,
  ]);
}

/** @param {string[][]} rows */
export function envTable(rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(['Variable', 'Default', 'Read by', 'Meaning']),
    line(['---', '---', '---', '---']),
    ...rows.map(line),
  ].join('\n');
}

/**
 * The rows of the table between the markers in a markdown text, as trimmed cells (header and rule left out).
 * @param {string} markdown
 * @returns {string[][] | null}
 */
export function documentedRows(markdown) {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) return null;
  return markdown
    .slice(start + TABLE_START.length, end)
    .split('\n')
    .filter((l) => l.trim().startsWith('|'))
    .slice(2)
    .map((l) =>
      l
        .trim()
        .replace(/^\||\|$/g, '')
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const { buildContract } = await import('./contract.mjs');
  buildContract();
  const { ENV_VARS } = createRequire(import.meta.url)('../../packages/contract/dist/env.js');
  const file = path.join(root, 'docs', 'deployment.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/deployment.md has no ${TABLE_START} … ${TABLE_END}`);
  const table = envTable(envTableRows(ENV_VARS));
  fs.writeFileSync(file, `${text.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${text.slice(end)}`);
  console.log('[env-table] wrote the table in docs/deployment.md');
}
