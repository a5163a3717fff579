import { holidays, type Db } from '@app/db';

const CACHE_MS = 60_000;
const cache = new WeakMap<Db, { at: number; days: Set<string> }>();

/** The non-working days of the `holidays` table, cached for a minute per database. */
export async function loadHolidays(db: Db): Promise<ReadonlySet<string>> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.days;
  const rows = await db.select({ day: holidays.day }).from(holidays);
  const days = new Set(rows.map((r) => r.day));
  cache.set(db, { at: Date.now(), days });
  return days;
}
