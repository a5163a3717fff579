import { asc, sql } from 'drizzle-orm';
import { basePrices, rowsOf, units, type Db } from '@app/db';
import type { UnitChangesInput } from '@app/validators';
import { iso } from '../../lib/dto';
import { toUnitDto, type UnitDto } from './dto';
import { currentPriceSql } from './price';

/**
 * How far before the asked version the changes are read again: a row is stamped when it is
 * written (`changed_at`, the database's clock) but seen only when its transaction commits, a few
 * milliseconds later; a change stamped before a version and committed after it is still found.
 */
export const CHANGES_LOOKBACK_MS = 10_000;
/** Past this many changed units, or a version older than an hour, the client reloads everything. */
export const CHANGES_MAX_ITEMS = 500;
export const CHANGES_MAX_AGE_MS = 3600_000;

export interface UnitChanges {
  /** Ask with this next time. */
  version: string;
  /** `true`: too much changed (or `since` is too old) to send as changes; reload every unit. */
  reset: boolean;
  /** Units created or changed since `since` (the same shape as `units.list` items). */
  items: UnitDto[];
  /** Ids of units removed from the stock since `since`. */
  deleted: string[];
}

/** The database's clock now: versions come from one clock whatever the number of app instances. */
async function databaseNow(db: Db): Promise<Date> {
  const [row] = rowsOf(await db.execute(sql`select now() as now`));
  return new Date((row as { now: Date | string }).now);
}

/**
 * The units changed after `from` (stamped: `changed_at`, its index) and those whose scheduled base
 * price took effect in (`from`, `now`]: their price changed with no write at that instant, so
 * nothing stamped them; found at read time from the scheduled prices' partial index
 * (docs/decisions.md: scheduled base prices). A union of two index reads: an `or` of the two
 * made the planner walk every unit by `changed_at` order instead.
 */
const changedSince = (from: Date, now: Date) => {
  const since = sql`${from.toISOString()}::timestamptz`;
  return sql`select s.id from ${units} s where s.changed_at > ${since} union select bp.unit from ${basePrices} bp where bp.valid_from > bp.created_at and bp.valid_from > ${since} and bp.valid_from <= ${now.toISOString()}::timestamptz`;
};

/**
 * What changed in the stock since an earlier answer: one indexed range read, nothing at all when
 * the grid is quiet. Changes are idempotent (the latest state of each unit), so reading the
 * look-back window again is harmless.
 */
export async function unitChanges(db: Db, input: UnitChangesInput): Promise<UnitChanges> {
  const now = await databaseNow(db);
  const version = iso(now);
  const reset: UnitChanges = { version, reset: true, items: [], deleted: [] };
  const { since } = input;
  if (!since || now.getTime() - since.getTime() > CHANGES_MAX_AGE_MS) return reset;
  // The price rides along in the same statement (a new base price stamps its unit, migration 0007).
  const from = new Date(since.getTime() - CHANGES_LOOKBACK_MS);
  const read = await db
    .select({ unit: units, price: sql<string | null>`${currentPriceSql}` })
    .from(units)
    .where(sql`${units.id} in (${changedSince(from, now)})`)
    .orderBy(asc(units.changed_at))
    .limit(CHANGES_MAX_ITEMS + 1);
  if (read.length > CHANGES_MAX_ITEMS) return reset;
  const rows = read.map((r) => r.unit);
  const prices = new Map(read.map((r) => [r.unit.id, r.price]));
  return {
    version,
    reset: false,
    items: rows.filter((u) => !u.deleted_at).map((u) => toUnitDto(u, prices.get(u.id) ?? null)),
    deleted: rows.filter((u) => u.deleted_at).map((u) => u.id),
  };
}
