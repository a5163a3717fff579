import { sql } from 'drizzle-orm';
import { units, type Db } from '@app/db';
import type { UnitStatus } from '@app/validators';

/** A unit as the stock service publishes it. */
export interface StockUnit {
  id: string;
  code: string;
  name: string;
  complex: string;
  building: string;
  section: number;
  floor: number;
  number: string;
  rooms: number;
  area: number;
  status: UnitStatus;
  second_statuses: string[];
  region: string | null;
}

/**
 * Where units come from. The service always reads its local projection (the `units` table); a
 * source fills it. The default deployment has no stock service: the seed fills the table and
 * `localStockSource` has nothing to add. `httpStockSource` reads STOCK_SERVICE_URL.
 */
export interface StockSource {
  fetchUnits(): Promise<StockUnit[]>;
}

export const localStockSource: StockSource = { fetchUnits: async () => [] };

export function httpStockSource(baseUrl: string, fetchImpl: typeof fetch = fetch): StockSource {
  return {
    async fetchUnits() {
      const res = await fetchImpl(new URL('/units', baseUrl));
      if (!res.ok) throw new Error(`stock service answered ${res.status}`);
      return (await res.json()) as StockUnit[];
    },
  };
}

/** Upserts the source's units into the local projection; returns how many were written. */
export async function syncUnits(db: Db, source: StockSource): Promise<number> {
  const rows = await source.fetchUnits();
  if (rows.length === 0) return 0;
  await db
    .insert(units)
    .values(rows.map((u) => ({ ...u, area: String(u.area) })))
    .onConflictDoUpdate({
      target: units.id,
      set: {
        code: sql`excluded.code`,
        name: sql`excluded.name`,
        rooms: sql`excluded.rooms`,
        area: sql`excluded.area`,
        status: sql`excluded.status`,
        second_statuses: sql`excluded.second_statuses`,
        updated_at: sql`now()`,
      },
    });
  return rows.length;
}
