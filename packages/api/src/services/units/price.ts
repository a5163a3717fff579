import { sql } from 'drizzle-orm';
import { anyOf, basePrices, units, type Db } from '@app/db';

/**
 * A unit's `price`: its current base price, the newest active base-price record in force: `fixed_price`,
 * else `price_per_sq_m` × area rounded half up to kopecks, computed in `numeric` (exact; the same
 * figure as @app/pricing's `basePriceLine`, pinned by a test over random prices and areas:
 * test/integration/pricing/pricing-consistency.test.ts). In SQL so the grid can filter and order by it. Read
 * here as part of the unit record; the pricing domain owns how prices are written.
 */
const amount = (bp: string) =>
  sql.raw(
    `case when ${bp}.fixed_price is not null then ${bp}.fixed_price else round(${bp}.price_per_sq_m * "units"."area", 2) end`,
  );

/**
 * The current price of the unit row in scope, as an SQL expression (filter and order by it): the
 * newest price in force now (`valid_from` passed; a scheduled one counts from then, computed at
 * read time, so nothing has to run when it falls due), newest by `valid_from`, `created_at`, `id`
 * as services/pricing's `basePriceOn`.
 */
export const currentPriceSql = sql`(select ${amount('bp')} from ${basePrices} bp where bp.unit = ${units.id} and bp.active and bp.deleted_at is null and bp.valid_from <= now() order by bp.valid_from desc, bp.created_at desc, bp.id desc limit 1)`;

/** The current prices of many units, one statement, as decimal strings ("12450000.00"). */
export async function unitPrices(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: units.id, price: sql<string | null>`${currentPriceSql}` })
    .from(units)
    .where(anyOf(units.id, ids));
  return new Map(rows.filter((r) => r.price !== null).map((r) => [r.id, r.price as string]));
}
