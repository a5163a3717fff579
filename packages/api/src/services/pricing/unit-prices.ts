import type { Db } from '@app/db';
import type { FiltersListInput, UnitChangesInput } from '@app/validators';
import { wireNumber } from '../../lib/dto';
import { listUnits, unitChanges, type UnitDto, type UnitRow } from '../units';
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

/** `units.list` with `price` the total with the default conditions. */
export async function listUnitsPriced(db: Db, input: FiltersListInput) {
  const page = await listUnits(db, input);
  return { ...page, items: await withDefaultPrices(db, page.items) };
}

/** `units.changes` with `price` as `units.list` has it. */
export async function unitChangesPriced(db: Db, input: UnitChangesInput) {
  const changes = await unitChanges(db, input);
  return { ...changes, items: await withDefaultPrices(db, changes.items) };
}
