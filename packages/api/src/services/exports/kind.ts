import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '@app/db';
import type { Messages } from '@app/messages';
import type { Action } from '@app/permissions';
import type { Locale } from '@app/validators';
import type { AuthUser } from '../auth';
import type { CellValue, ColumnType, SheetColumn } from './sheet';

/** What a kind's rows are read with. */
export interface ExportContext {
  db: Db;
  actor: AuthUser;
  /** The catalog of the user's language: headers and the words of statuses. */
  m: Messages;
  /** That language: units are named in it ("кв. 50 · SP-1-1-14-02"). */
  locale: Locale;
  now: Date;
  /** The instant the figures are read at (`?at=`, a dated kind only): `now` when not given. */
  at: Date;
}

/** The rows an export writes: the range (counted before the file starts) and its pages. */
export interface ExportSource {
  table: PgTable;
  where: SQL | undefined;
  pages: () => AsyncIterable<CellValue[][]>;
}

/**
 * One kind of export (`GET /api/exports/<kind>.xlsx`): the permission it needs (the list's), the
 * list's own filter schema, the columns and the rows, under the same scope as the list.
 */
export interface ExportKind<S extends z.ZodObject = z.ZodObject> {
  action: Action;
  /** The list's filter object; a member it does not name is refused (parseExportFilter). */
  filter: S;
  columns: (m: Messages) => SheetColumn[];
  source: (ctx: ExportContext, filter: z.output<S>) => ExportSource | Promise<ExportSource>;
  /** Takes `?at=`: its figures as of another instant (the price list: the /pricing "as of" view). */
  dated?: true;
}

export const defineKind = <S extends z.ZodObject>(kind: ExportKind<S>): ExportKind =>
  kind as unknown as ExportKind;

/** A column: its header, how its values are written, its width in characters. */
export const col = (header: string, type: ColumnType, width: number): SheetColumn => ({
  header,
  type,
  width,
});

/** A code's word in a catalog section, or the code itself when the catalog has none. */
export const word = (section: Record<string, string>, code: string | null): string | null =>
  code === null ? null : (section[code] ?? code);

/** A unit's number of rooms as the screens write it: a studio is "студия", never 0. */
export const roomsCell = (m: Messages, rooms: number): string | number =>
  rooms === 0 ? m.units.studioShort : rooms;

/** Decimal text or a number as a spreadsheet number (null stays empty). */
export const num = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);
