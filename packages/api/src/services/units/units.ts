import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { units, unitStatusLog, type Db } from '@app/db';
import type { FiltersListInput, UnitStatus } from '@app/validators';
import { notFound } from '../../errors';
import { recordEvent } from '../webhooks';
import { listPage, listWhere, mapPage, recordList } from '../../lib/list';
import { preparedFor } from '../../lib/prepared';
import { toUnitDto, type UnitDto } from './dto';
import { currentPriceSql, unitPrices } from './price';

export type UnitRow = typeof units.$inferSelect;
export type UnitChange = [property: string, oldValue: unknown, newValue: unknown];

/**
 * The units list over a `price` expression: by default the current base price in SQL; pricing's
 * `listUnitsPriced` gives the total with the default conditions (the grid's `price`). `base_price`
 * is always the base price (the /pricing table's range).
 */
const unitListFor = (price: SQL) =>
  recordList(
    units,
    {
      code: 'string',
      name: 'string',
      complex: 'string',
      building: 'string',
      section: 'number',
      floor: 'number',
      number: 'string',
      rooms: 'number',
      area: 'number',
      status: 'string',
      region: 'uuid',
    },
    ['code', 'building', 'section', 'floor', 'number', 'rooms', 'area', 'status', 'price', 'base_price'],
    { price: { expr: price, kind: 'number' }, base_price: { expr: currentPriceSql, kind: 'number' } },
  );
const unitList = unitListFor(currentPriceSql);

export async function listUnits(db: Db, input: FiltersListInput, price?: SQL) {
  const list = price ? unitListFor(price) : unitList;
  return mapPage(await listPage(db, list, input), (rows) => withPrices(db, rows));
}

/** The WHERE of `units.list` for this filter: the units and price-list exports read the same rows. */
export const unitsWhere = (filter: FiltersListInput['filter'], price?: SQL) =>
  listWhere(price ? unitListFor(price) : unitList, filter.filters);

export async function findUnit(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const lock = Boolean(opts.lock);
  const query = preparedFor(db, `findUnit:${lock}`, () => {
    const q = db
      .select()
      .from(units)
      .where(and(eq(units.id, sql.placeholder('id')), isNull(units.deleted_at)));
    return (lock ? q.for('update') : q).prepare(`findUnit:${lock}`);
  });
  const [unit] = await query.execute({ id });
  if (!unit) throw notFound('UNIT_NOT_FOUND', 'Unit not found');
  return unit;
}

/**
 * Changes a unit's status and second statuses (inside the caller's transaction) and writes the
 * unit's own log. Returns what changed, for a caller that records it elsewhere too (the history
 * of the booking holding the unit: bookings' `moveUnit`).
 */
export async function changeUnitStatus(
  tx: Db,
  unit: UnitRow,
  next: { status: UnitStatus; second_statuses?: string[] },
  user: string,
  date: Date,
  /** The unit record the webhook carries (a caller above pricing gives `units.list`'s price). */
  toDto: (tx: Db, row: UnitRow) => Promise<UnitDto | undefined> = async (db, row) =>
    (await withPrices(db, [row]))[0],
): Promise<UnitChange[]> {
  const second = next.second_statuses ?? unit.second_statuses;
  const changes = (
    [
      ['status', unit.status, next.status],
      ['second_statuses', unit.second_statuses, second],
    ] satisfies UnitChange[]
  ).filter(([, o, n]) => JSON.stringify(o) !== JSON.stringify(n));
  if (changes.length === 0) return [];
  const [changed] = await tx
    .update(units)
    .set({ status: next.status, second_statuses: second, updated_at: date })
    .where(eq(units.id, unit.id))
    .returning();
  await tx.insert(unitStatusLog).values(
    changes.map(([property, old_value, new_value]) => ({
      unit: unit.id,
      date,
      property,
      old_value,
      new_value,
      user,
    })),
  );
  await recordEvent(tx, 'unit.status_changed', {
    unit: unit.id,
    at: date,
    data: () => toDto(tx, changed ?? unit),
  });
  return changes;
}

/** Unit records with their current prices (one statement for the lot). */
export async function withPrices(db: Db, rows: UnitRow[]) {
  const prices = await unitPrices(
    db,
    rows.map((u) => u.id),
  );
  return rows.map((u) => toUnitDto(u, prices.get(u.id) ?? null));
}
