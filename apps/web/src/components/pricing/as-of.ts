/**
 * Base prices "as of" a day: a unit's price on a date is its newest active record
 * created at or before that date. Pure: the screen asks basePrices.list for the records of the
 * units on its page, newest first, and keeps the first one per unit.
 */
export interface PriceRecord {
  id: string;
  unit: string;
  created_at: string;
  price_per_sq_m: number;
  fixed_price: number | null;
  reason_id: string | null;
}

/** The last moment of a calendar day `YYYY-MM-DD` in the browser's time zone, as ISO. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/**
 * basePrices.list's request for the active records of `units` created by the end of `asOf` (all
 * of them without it), newest first.
 */
export function pricesInput(units: readonly string[], asOf: string | undefined, page = 1) {
  return {
    filter: {
      filters: [
        { property: 'unit', operator: 'IN' as const, value: [...units] },
        { property: 'active', operator: 'EQ' as const, value: [true] },
        ...(asOf
          ? [{ property: 'created_at', operator: 'LTE' as const, value: [endOfDay(asOf)] }]
          : []),
      ],
    },
    pagination: { page, limit: 100, order_by: 'created_at', direction: 'desc' as const },
  };
}

/** The newest record of each unit (later `created_at` wins; equal times: the greater id, as the API). */
export function newestPerUnit<T extends PriceRecord>(records: readonly T[]): Map<string, T> {
  const out = new Map<string, T>();
  for (const r of records) {
    const seen = out.get(r.unit);
    const newer =
      !seen ||
      r.created_at > seen.created_at ||
      (r.created_at === seen.created_at && r.id > seen.id);
    if (newer) out.set(r.unit, r);
  }
  return out;
}

/** Whether every one of `units` has its record, so no further page is needed. */
export const allFound = (units: readonly string[], found: ReadonlyMap<string, unknown>) =>
  units.every((u) => found.has(u));
