/**
 * CSV for the admin exports (RFC 4180: CRLF rows, fields quoted when they hold a quote, a line break or
 * the separator of any common locale: comma, semicolon (Excel in most of Europe) or tab). A cell that a spreadsheet would read as a formula (= + - @, or a leading tab or CR) is
 * prefixed with a single quote, so an enquiry cannot plant a formula in the office's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  let cell = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(cell)) cell = `'${cell}`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The byte order mark makes Excel read the file as UTF-8 (names and messages are often not ASCII). */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
