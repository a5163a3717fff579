/**
 * Base prices "as of" an instant, as the API picks them: per unit the newest active record in force
 * (`valid_from` at or before it; ties by `created_at`, then id), and today also the next scheduled
 * one. Pure: the screen asks basePrices.list for its page's units, latest `valid_from` first.
 */
export interface PriceRecord {
  id: string;
  unit: string;
  created_at: string;
  /** In force from this instant (later than `created_at`: a scheduled price). */
  valid_from: string;
  price_per_sq_m: number;
  fixed_price: number | null;
  reason_id: string | null;
}

/** The last moment of a calendar day `YYYY-MM-DD` in the browser's time zone, as ISO. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/**
 * basePrices.list's request for the active records of `units` in force by the end of `asOf` (a
 * past or a future day; every record without it: today's view keeps the scheduled ones too),
 * latest `valid_from` first.
 */
export function pricesInput(units: readonly string[], asOf: string | undefined, page = 1) {
  return {
    filter: {
      filters: [
        { property: 'unit', operator: 'IN' as const, value: [...units] },
        { property: 'active', operator: 'EQ' as const, value: [true] },
        ...(asOf
          ? [{ property: 'valid_from', operator: 'LTE' as const, value: [endOfDay(asOf)] }]
          : []),
      ],
    },
    pagination: { page, limit: 100, order_by: 'valid_from', direction: 'desc' as const },
  };
}

/** Whether `a` is newer than `b`: later `valid_from`, then later `created_at`, then greater id. */
const newer = (a: PriceRecord, b: PriceRecord) =>
  a.valid_from !== b.valid_from
    ? a.valid_from > b.valid_from
    : a.created_at !== b.created_at
      ? a.created_at > b.created_at
      : a.id > b.id;

/** The newest record of each unit in force at `at` (ISO; default: any record). */
export function newestPerUnit<T extends PriceRecord>(
  records: readonly T[],
  at?: string,
): Map<string, T> {
  const out = new Map<string, T>();
  for (const r of records) {
    if (at !== undefined && r.valid_from > at) continue;
    const seen = out.get(r.unit);
    if (!seen || newer(r, seen)) out.set(r.unit, r);
  }
  return out;
}

/** Each unit's next scheduled record after `now` (the earliest to take effect; ties: the newest). */
export function nextScheduled<T extends PriceRecord>(
  records: readonly T[],
  now: string,
): Map<string, T> {
  const out = new Map<string, T>();
  for (const r of records) {
    if (r.valid_from <= now) continue;
    const seen = out.get(r.unit);
    if (
      !seen ||
      r.valid_from < seen.valid_from ||
      (r.valid_from === seen.valid_from && newer(r, seen))
    )
      out.set(r.unit, r);
  }
  return out;
}

/** Whether every one of `units` has its record, so no further page is needed. */
export const allFound = (units: readonly string[], found: ReadonlyMap<string, unknown>) =>
  units.every((u) => found.has(u));
