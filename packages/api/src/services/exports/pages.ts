import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@app/db';

/** Rows read per statement (250: a page's garbage stays small, and the loop yields to other requests between pages; 500 measured no faster): a page is shaped (names, prices) and written before the next is read. */
export const EXPORT_PAGE_SIZE = 250;

/** The most rows one export writes; a larger range is refused before the file starts. */
export const MAX_EXPORT_ROWS = 100_000;

/**
 * The pages of a range in a stable order, each read after the last row of the previous one
 * (keyset, never OFFSET: the 200th page costs what the first does), so at most one page of rows
 * is in memory. `fetch(after)` reads the page after `after` (the first page without one).
 */
export async function* keysetPages<R>(
  fetch: (after: R | undefined) => Promise<R[]>,
  size = EXPORT_PAGE_SIZE,
): AsyncGenerator<R[]> {
  let after: R | undefined;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/** How many rows `where` selects, counted up to `cap + 1` (enough to tell "too many"). */
export async function countUpTo(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = MAX_EXPORT_ROWS,
): Promise<number> {
  const inner = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return Number(row?.n ?? 0);
}
