/**
 * CSV text for spreadsheets (RFC 4180 quoting, CRLF, a UTF-8 byte order mark), separator and
 * decimal mark by the user's language, text cells guarded against formulas; pure, so it is tested
 * on its own.
 */

import { localDay } from '../../lib/local-date';

export type CsvLocale = 'ru' | 'en';

/** A number already written for the file's locale (e.g. "50000,00"): no formula guard. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export type CsvValue = string | number | CsvNumber | null | undefined;

// So Excel detects UTF-8 and shows Cyrillic. No `sep=` line: with it Excel ignores the BOM.
export const CSV_BOM = '\uFEFF';
// As a spreadsheet of that language reads a double-clicked file: Excel with Russian settings splits
// on `;` (`,` is its decimal mark; with `,` a record landed in one column).
export const CSV_FORMAT: Record<CsvLocale, { separator: string; decimalMark: string }> = {
  ru: { separator: ';', decimalMark: ',' },
  en: { separator: ',', decimalMark: '.' },
};
const EOL = '\r\n';

// OWASP's advice against formula injection: such a text cell gets a leading `'` (shown as text).
const FORMULA_START = /^[=+\-@\t\r]/;
const LINE_OR_QUOTE = /["\r\n]/;

/**
 * One field: formula-guarded text, quoted when it holds the separator, a quote or a line break;
 * a number with the locale's decimal mark.
 */
export function csvCell(value: CsvValue, locale: CsvLocale = 'en'): string {
  if (value === null || value === undefined) return '';
  const { separator, decimalMark } = CSV_FORMAT[locale];
  if (value instanceof CsvNumber) return value.text;
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value).replace('.', decimalMark) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return LINE_OR_QUOTE.test(text) || text.includes(separator)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** The whole file: BOM, then one CRLF-terminated record per row, separated the locale's way. */
export function toCsv(rows: readonly (readonly CsvValue[])[], locale: CsvLocale = 'en'): string {
  const { separator } = CSV_FORMAT[locale];
  return (
    CSV_BOM + rows.map((row) => row.map((v) => csvCell(v, locale)).join(separator) + EOL).join('')
  );
}

/** `prefix-YYYY-MM-DD.csv` with the day in the browser's time zone. */
export function csvFileName(prefix: string, now: Date): string {
  return `${prefix}-${localDay(now)}.csv`;
}
