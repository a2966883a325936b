// The bench's one table, and the same figures as JSON.
import fs from 'node:fs';
import path from 'node:path';

const num = (x, digits = 0) =>
  x === null || x === undefined || Number.isNaN(x)
    ? '–'
    : x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok) => (ok === null || ok === undefined ? '' : ok ? 'met' : 'MISSED');

export { num, verdict };

/** A plain text table; `left` lists the columns aligned left (the others are numbers, aligned right). */
export function printGrid(header, body, left = [0]) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => String(b[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (left.includes(i) ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
}

/** Rows: { name, median, min, max, p99, unit, target, ok, note }. */
export function printTable(rows) {
  const header = ['Measure', 'median', 'min', 'max', 'p99 ms', 'target', 'verdict'];
  const body = rows.map((r) => [
    r.name,
    r.note ?? `${num(r.median, r.digits)} ${r.unit ?? ''}`.trim(),
    r.note ? '' : num(r.min, r.digits),
    r.note ? '' : num(r.max, r.digits),
    r.p99 === undefined ? '' : num(r.p99),
    r.target ?? '',
    verdict(r.ok),
  ]);
  printGrid(header, body, [0, 5]);
}

export function writeJson(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
