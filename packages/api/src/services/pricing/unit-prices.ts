import { sql, type SQL } from 'drizzle-orm';
import { units, type Db } from '@app/db';
import type { FiltersListInput, UnitChangesInput } from '@app/validators';
import { wireNumber } from '../../lib/dto';
import { listUnits, unitChanges, unitsWhere, type UnitDto, type UnitRow } from '../units';
import { defaultQuotes } from './default-quotes';

/**
 * Unit records whose `price` is the total with the default conditions now (docs/api.md#units),
 * from `defaultQuotes` (the one calculation, three statements for the lot); `base_price` stays the
 * base. A unit whose default conditions clash (refused on write) shows its base price.
 */
export async function withDefaultPrices<T extends UnitDto>(db: Db, items: T[], now = new Date()) {
  const priced = items.filter((u) => u.base_price !== null);
  const rows = priced.map((u) => ({ id: u.id, area: String(u.area) }) as UnitRow);
  const quotes = await defaultQuotes(db, rows, now);
  return items.map((u) => {
    const total = quotes.get(u.id)?.total;
    return total ? { ...u, price: wireNumber(total) } : u;
  });
}

/**
 * `units.list` with `price` the total with the default conditions: shown, and, when the filter or
 * the order names `price`, filtered and ordered by it too (`defaultPriceSql`).
 */
export async function listUnitsPriced(db: Db, input: FiltersListInput) {
  const price = await defaultPriceSql(db, input.filter, input.pagination.order_by === 'price');
  const page = await listUnits(db, input, price);
  return { ...page, items: await withDefaultPrices(db, page.items) };
}

/**
 * `price` as an SQL expression over the units row: the total with the default conditions now, so
 * the grid's price range, its order and the units export select what the grid shows. The totals
 * come from `defaultQuotes` (the one calculation) for the units the rest of the filter selects,
 * handed to the statement as one jsonb map by unit id. Undefined when nothing reads `price`
 * (the list's base-price SQL then stands and costs nothing).
 */
export async function defaultPriceSql(
  db: Db,
  filter: FiltersListInput['filter'],
  ordered = false,
  now = new Date(),
): Promise<SQL | undefined> {
  const filters = filter.filters.filter((f) => f.property !== 'price');
  if (!ordered && filters.length === filter.filters.length) return undefined;
  // A bad price value is refused (400 INVALID_FILTER) before any work.
  unitsWhere(filter);
  const rows = await db
    .select({ id: units.id, area: units.area })
    .from(units)
    .where(unitsWhere({ ...filter, filters }));
  const totals: Record<string, string> = {};
  for (const [id, q] of await defaultQuotes(db, rows, now)) totals[id] = q.total ?? q.base_price;
  return sql`((${JSON.stringify(totals)}::jsonb ->> ${units.id}::text)::numeric)`;
}

/** `units.changes` with `price` as `units.list` has it. */
export async function unitChangesPriced(db: Db, input: UnitChangesInput) {
  const changes = await unitChanges(db, input);
  return { ...changes, items: await withDefaultPrices(db, changes.items) };
}
