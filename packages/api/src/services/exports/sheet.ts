import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { tzOffset } from '@date-fns/tz';
import ExcelJS from 'exceljs';
import type { Locale } from '@app/validators';
import { columnLetters, rowXml, type CellValue, type RowLayout } from './row-xml';

/**
 * One sheet written as it is read (exceljs's streaming WorkbookWriter, no shared strings): a bold
 * header row, frozen, with an autofilter, then the rows, written page by page into a zip that
 * flows into the HTTP answer. Nothing of the file is kept beyond what the zip stream buffers.
 * The data rows are written as text (row-xml.ts) into the sheet's stream, past exceljs's per-cell
 * objects; exceljs's streaming writer keeps two members for that, reached through `internals`.
 */

/** How a column's values are written: text, a whole number, money (₽), an area, a local date-time. */
export type ColumnType = 'text' | 'integer' | 'money' | 'area' | 'datetime';

export interface SheetColumn {
  header: string;
  type: ColumnType;
  /** In characters (Excel's unit). */
  width: number;
}

export type { CellValue } from './row-xml';

/**
 * Excel number formats: format codes are written in the invariant form (`,` groups, `.` decimals)
 * and shown with the reader's own separators, so Russian Excel shows `7 989 545,20 ₽`.
 */
const FORMATS: Record<Locale, Partial<Record<ColumnType, string>>> = {
  ru: {
    integer: '0',
    money: '#,##0.00 "₽"',
    area: '#,##0.00',
    datetime: 'dd.mm.yyyy hh:mm',
  },
  en: {
    integer: '0',
    money: '"₽"#,##0.00',
    area: '#,##0.00',
    datetime: 'yyyy-mm-dd hh:mm',
  },
};

/**
 * The instant (epoch ms) as its wall-clock time in `timeZone`, in epoch ms read as UTC: Excel dates
 * have no zone, so a cell holds the local time (APP_TIMEZONE). No Date is made (200,000 dates an
 * export). The zone's offset (@date-fns/tz's `tzOffset`, as the dashboard and the calendar use the
 * zone) is asked once per quarter of an hour (offsets change on such boundaries) and kept:
 * 200,000 dates cost a few thousand lookups.
 */
export function wallClockMs(zone: WallClockZone, instant: number): number {
  const quarter = Math.floor(instant / QUARTER_HOUR);
  let offset = zone.offsets.get(quarter);
  if (offset === undefined) {
    offset = tzOffset(zone.timeZone, new Date(quarter * QUARTER_HOUR)) * 60_000;
    if (zone.offsets.size > 50_000) zone.offsets.clear();
    zone.offsets.set(quarter, offset);
  }
  return instant + offset;
}

const QUARTER_HOUR = 15 * 60_000;

export interface WallClockZone {
  timeZone: string;
  /** The zone's offset (ms) by quarter hour since the epoch. */
  offsets: Map<number, number>;
}

export const wallClockZone = (timeZone: string): WallClockZone => ({
  timeZone,
  offsets: new Map(),
});

/**
 * Rows are handed to the zip in pieces of about this many characters: a larger string (a whole
 * page's, ~0.5 MB in two-byte Russian text) would be made in V8's large-object space, which is
 * old generation, and grow the heap as if it were kept.
 */
const WRITE_CHARS = 16_384;

/**
 * Unwritten bytes the zip may hold before the next page waits for it. Small, so its buffers are
 * deflated and dropped while still young: at 1 MiB they outlived young collections and ~45 MiB of
 * them waited for a full one (measured on 100,000 rows; the time did not change).
 */
const ZIP_BACKLOG = 64 * 1024;

/**
 * The members of exceljs's streaming writer (4.x) that the rows need and its types leave out: the
 * sheet's part of the zip (`stream`, where its own rows go) and the workbook's styles (the id of
 * a style object, looked up by the object). The export's tests read the files back, so a release
 * that renames them fails there, not in a user's download.
 */
interface SheetInternals {
  stream: { write(xml: string): unknown; pipes?: unknown[] };
}
interface WorkbookInternals {
  styles: { addStyleModel(style: Partial<ExcelJS.Style>, type: ExcelJS.ValueType): number };
}
const internals = {
  sheet: (sheet: ExcelJS.Worksheet) => sheet as unknown as SheetInternals,
  workbook: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) =>
    workbook as unknown as WorkbookInternals,
};

/** The cell type a column's style is registered for (exceljs picks a number format by it). */
const VALUE_TYPES: Record<ColumnType, ExcelJS.ValueType> = {
  text: ExcelJS.ValueType.String,
  integer: ExcelJS.ValueType.Number,
  money: ExcelJS.ValueType.Number,
  area: ExcelJS.ValueType.Number,
  datetime: ExcelJS.ValueType.Date,
};

/**
 * What the sheet's part of the zip has not taken in yet. exceljs writes a sheet's XML into the
 * zip without waiting (its stream ignores backpressure), so pages read faster than the deflate
 * would pile the whole file's XML up in memory; the writer waits on this instead.
 */
function zipBacklog(sheet: ExcelJS.Worksheet): number {
  const pipes = internals.sheet(sheet).stream.pipes ?? [];
  return Math.max(
    0,
    ...pipes.map((p) => {
      const w = p as { writableLength?: number; _writableState?: { length?: number } };
      return w.writableLength ?? w._writableState?.length ?? 0;
    }),
  );
}

export interface SheetWriter {
  /** The file's bytes as they are written. */
  output: PassThrough;
  /** Writes rows; waits while the reader is behind (backpressure), false once it went away. */
  addRows(rows: CellValue[][]): Promise<boolean>;
  /** Ends the sheet and the file. */
  finish(): Promise<void>;
}

export function openSheet(opts: {
  sheetName: string;
  columns: SheetColumn[];
  locale: Locale;
  timeZone: string;
}): SheetWriter {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    // Fast deflate: the file is made while the user waits; level 1 is a few % larger.
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(opts.sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
    // Printed (or saved as PDF): landscape, every column on the page's width.
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const formats = FORMATS[opts.locale];
  // Text one character in from its left edge, so it never runs into the number before it.
  const styles: Partial<ExcelJS.Style>[] = opts.columns.map((c) =>
    formats[c.type]
      ? { numFmt: formats[c.type] }
      : { alignment: { horizontal: 'left', indent: 1 } },
  );
  sheet.columns = opts.columns.map((c, i) => ({
    key: `c${i}`,
    // Wide enough for its header (plus the autofilter's button) in either language.
    width: Math.max(c.width, c.header.length + 4),
    style: styles[i],
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: opts.columns.length } };
  const header = sheet.addRow(opts.columns.map((c) => c.header));
  // The font named: without a name LibreOffice shows the header in its default serif.
  header.font = { name: 'Calibri', size: 11, bold: true };
  // A number column's header stands over its figures, on the right.
  opts.columns.forEach((c, i) => {
    if (formats[c.type]) header.getCell(i + 1).alignment = { horizontal: 'right' };
  });
  header.commit();
  const zone = wallClockZone(opts.timeZone);
  const styleIds = internals.workbook(workbook).styles;
  const layout: RowLayout = {
    letters: opts.columns.map((_, i) => columnLetters(i + 1)),
    localMs: (instant) => wallClockMs(zone, instant),
    // The column's own style object: exceljs gives the same id to the column and its cells.
    styleIds: opts.columns.map((c, i) =>
      styleIds.addStyleModel(styles[i] ?? {}, VALUE_TYPES[c.type]),
    ),
  };
  const stream = internals.sheet(sheet).stream;
  let rowNumber = 1; // the header's

  return {
    output,
    async addRows(rows) {
      let xml = '';
      for (const values of rows) {
        xml += rowXml(layout, ++rowNumber, values);
        if (xml.length >= WRITE_CHARS) {
          stream.write(xml);
          xml = '';
        }
      }
      if (xml) stream.write(xml);
      while (!output.destroyed && zipBacklog(sheet) > ZIP_BACKLOG) await delay(2);
      if (output.destroyed) return false;
      if (output.writableNeedDrain)
        await Promise.race([once(output, 'drain'), once(output, 'close')]);
      return !output.destroyed;
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
