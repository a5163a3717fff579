/**
 * CSV text for spreadsheets (RFC 4180 quoting), pure so it is tested on its own.
 *
 * - The user's language decides the separator and the decimal mark, the way a spreadsheet of that
 *   language reads a double-clicked file: Russian `;` and `50000,00` (Excel with Russian regional
 *   settings splits on `;`, since `,` is its decimal mark; with `,` the whole record landed in one
 *   column), English `,` and `50000.00`. No `sep=` line: with it Excel ignores the byte order mark
 *   and garbles Cyrillic. Records end with CRLF.
 * - UTF-8 with a byte order mark, so Excel detects the encoding and shows Cyrillic.
 * - A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`
 *   (OWASP's advice against CSV/formula injection): a spreadsheet shows it as text instead of
 *   running it as a formula. Numbers (`number`, or a `CsvNumber` already written the local way)
 *   are written as they are.
 */

import { localDay } from '../../lib/local-date';

export type CsvLocale = 'ru' | 'en';

/** A number already written for the file's locale (e.g. "50000,00"): no formula guard. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export type CsvValue = string | number | CsvNumber | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_FORMAT: Record<CsvLocale, { separator: string; decimalMark: string }> = {
  ru: { separator: ';', decimalMark: ',' },
  en: { separator: ',', decimalMark: '.' },
};
const EOL = '\r\n';

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
