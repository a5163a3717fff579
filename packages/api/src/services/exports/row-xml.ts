/**
 * A data row of a sheet as SpreadsheetML text, in the very form exceljs's own row writer gives it,
 * so the file reads back the same in exceljs, Excel and LibreOffice; one template string per row
 * instead of exceljs's row model, a tenth of its garbage (docs/decisions.md, Excel exports).
 */

/** A cell as the sheets hand it over: text, a number, an instant (a local date-time) or empty. */
export type CellValue = string | number | Date | null;

/** The column's letters, 1-based: 1 → A, 26 → Z, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Excel's serial day number (1900 system) of epoch milliseconds' UTC fields, as exceljs computes it. */
export const excelSerial = (ms: number): number => 25569 + ms / 86_400_000;

const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&apos;',
  '<': '&lt;',
  '>': '&gt;',
};
// Characters XML 1.0 cannot hold (controls other than tab, newline and return; DEL, as exceljs)
// are dropped; markup characters are escaped.
const UNSAFE = /["&'<>\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text as XML character data: markup escaped, characters XML cannot hold dropped. */
export function xmlText(text: string): string {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(text) ? text.replace(UNSAFE, (c) => ESCAPES[c] ?? '') : text;
}

export interface RowLayout {
  /** Each column's letters (A, B, …). */
  letters: readonly string[];
  /** Each column's style id in the workbook's styles (0: none). */
  styleIds: readonly number[];
  /**
   * An instant (epoch ms) as its local wall-clock time in epoch ms: Excel dates have no zone, so a
   * date cell holds the time the reader's clock showed (APP_TIMEZONE).
   */
  localMs: (instant: number) => number;
}

/**
 * One row's XML. Text is never a formula (`t="str"` with a value, no `<f>`), so a cell reading
 * `=HYPERLINK(…)` stays text. A number that is not finite is left empty (XML has no NaN).
 */
export function rowXml(layout: RowLayout, rowNumber: number, cells: readonly CellValue[]): string {
  let xml = `<row r="${rowNumber}" spans="1:${cells.length}" x14ac:dyDescent="0.25">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    const id = layout.styleIds[i] ?? 0;
    const head = `<c r="${layout.letters[i]}${rowNumber}"${id ? ` s="${id}"` : ''}`;
    if (typeof value === 'string') xml += `${head} t="str"><v>${xmlText(value)}</v></c>`;
    else if (typeof value === 'number' && Number.isFinite(value))
      xml += `${head}><v>${value}</v></c>`;
    else if (value instanceof Date && Number.isFinite(value.getTime()))
      xml += `${head}><v>${excelSerial(layout.localMs(value.getTime()))}</v></c>`;
    else if (id) xml += `${head}/>`;
  }
  return `${xml}</row>`;
}
