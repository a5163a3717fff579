import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { tzOffset } from '@date-fns/tz';
import ExcelJS from 'exceljs';
import type { Locale } from '@app/validators';

/**
 * One sheet written as it is read (exceljs's streaming WorkbookWriter, no shared strings): a bold
 * header row, frozen, with an autofilter, then the rows, committed page by page into a zip that
 * flows into the HTTP answer. Nothing of the file is kept beyond what the zip stream buffers.
 */

/** How a column's values are written: text, a whole number, money (₽), an area, a local date-time. */
export type ColumnType = 'text' | 'integer' | 'money' | 'area' | 'datetime';

export interface SheetColumn {
  header: string;
  type: ColumnType;
  /** In characters (Excel's unit). */
  width: number;
}

export type CellValue = string | number | Date | null;

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
 * The instant as its wall-clock time in `timeZone`, expressed as a UTC Date: Excel dates have no
 * zone, and exceljs writes a Date's UTC fields, so the cell shows the local time (APP_TIMEZONE).
 * The zone's offset (@date-fns/tz's `tzOffset`, as the dashboard and the calendar use the zone)
 * is asked once per quarter of an hour (offsets change on such boundaries) and kept: 200,000 dates
 * cost a few thousand lookups.
 */
export function wallClock(zone: WallClockZone, instant: Date): Date {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR);
  let offset = zone.offsets.get(quarter);
  if (offset === undefined) {
    offset = tzOffset(zone.timeZone, new Date(quarter * QUARTER_HOUR)) * 60_000;
    if (zone.offsets.size > 50_000) zone.offsets.clear();
    zone.offsets.set(quarter, offset);
  }
  return new Date(instant.getTime() + offset);
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

/** Unwritten bytes the zip may hold before the next page waits for it. */
const ZIP_BACKLOG = 1024 * 1024;

/**
 * What the sheet's part of the zip has not taken in yet. exceljs writes a sheet's XML into the
 * zip without waiting (its stream ignores backpressure), so pages read faster than the deflate
 * would pile the whole file's XML up in memory; the writer waits on this instead.
 */
function zipBacklog(sheet: ExcelJS.Worksheet): number {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes ?? [];
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

  return {
    output,
    async addRows(rows) {
      for (const values of rows) {
        const local = values.map((v) => (v instanceof Date ? wallClock(zone, v) : v));
        const row = sheet.addRow(local);
        // Each cell shares its column's style object: exceljs finds a style's id by the object
        // (a WeakMap), so a copy per cell (its default) serialises the style again for every
        // cell: half the export's CPU.
        for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i] ?? {};
        row.commit();
      }
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
