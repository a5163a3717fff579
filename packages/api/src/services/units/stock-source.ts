import { units, type Db } from '@app/db';
import type { StockSource } from '@app/integration-stock-feed';
import { takeFromFeed } from '../../lib/feed';

/**
 * Where units come from. The service always reads its local projection (the `units` table); a
 * source fills it. Without a stock service (STOCK_SERVICE_URL unset) the seed fills the table;
 * `httpStockSource` (integrations/stock-feed) reads the stock service.
 */
export { httpStockSource, type StockSource, type StockUnit } from '@app/integration-stock-feed';

/** Upserts the source's units into the local projection; returns how many were written. */
export async function syncUnits(db: Db, source: StockSource): Promise<number> {
  const read = await source.fetchSnapshot();
  if (!read.changed || read.rows.length === 0) return 0;
  await db
    .insert(units)
    .values(read.rows.map((u) => ({ ...u, area: String(u.area) })))
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
  return read.rows.length;
}
