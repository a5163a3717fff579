import { units, type Db } from '@app/db';
import { UNIT_STATUSES, type UnitStatus } from '@app/validators';
import { z } from 'zod';
import { fetchFeed, takeFromFeed } from '../../lib/feed';

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
  /** The plan image (PNG or JPEG), an absolute http(s) address; absent: none. */
  plan_url?: string | null;
}

/**
 * Where units come from. The service always reads its local projection (the `units` table); a
 * source fills it. Without a stock service (STOCK_SERVICE_URL unset) the seed fills the table;
 * `httpStockSource` reads the stock service.
 */
export interface StockSource {
  fetchUnits(): Promise<StockUnit[]>;
}

const stockUnit = z.object({
  id: z.uuid(),
  code: z.string().min(1).max(64),
  name: z.string().min(1).max(255),
  complex: z.string().min(1).max(255),
  building: z.string().min(1).max(64),
  section: z.number().int(),
  floor: z.number().int(),
  number: z.string().min(1).max(16),
  rooms: z.number().int().min(0),
  area: z.number().positive(),
  status: z.enum(UNIT_STATUSES),
  second_statuses: z.array(z.string()).default([]),
  region: z.uuid().nullable().default(null),
  plan_url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable()
    .default(null),
});

/** Reads `GET <url>/units`; a malformed record fails the whole sync. */
export function httpStockSource(baseUrl: string, fetchImpl: typeof fetch = fetch): StockSource {
  return { fetchUnits: () => fetchFeed(baseUrl, 'units', stockUnit, fetchImpl) };
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
      // The stock service owns the unit's description; its status here may have moved on with
      // bookings, so an existing unit's status is left to this service.
      set: takeFromFeed([
        'code',
        'name',
        'complex',
        'building',
        'section',
        'floor',
        'number',
        'rooms',
        'area',
        'region',
        'plan_url',
      ]),
    });
  return rows.length;
}
