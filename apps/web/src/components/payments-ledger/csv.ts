/**
 * CSV text for spreadsheets (RFC 4180), pure so it is tested on its own.
 *
 * - Separator `,` (RFC 4180's), records end with CRLF. A Russian-locale Excel expects `;` when a
 *   file is double-clicked; Data → From Text/CSV (and LibreOffice, Numbers, Google Sheets, every
 *   importer) reads `,` files correctly, while `;` would break every other tool. No `sep=` line:
 *   with it Excel ignores the byte order mark and garbles Cyrillic.
 * - UTF-8 with a byte order mark, so Excel detects the encoding and shows Cyrillic.
 * - A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`
 *   (OWASP's advice against CSV/formula injection): a spreadsheet shows it as text instead of
 *   running it as a formula. Numbers are written as they are (a negative amount stays a number).
 */

export type CsvValue = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ',';
const EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: formula-guarded text, quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, then one CRLF-terminated record per row. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + EOL).join('');
}

/** `prefix-YYYY-MM-DD.csv` with the day in the browser's time zone. */
export function csvFileName(prefix: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
