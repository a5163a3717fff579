import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { basePriceLine, percentChange, toDecimal, toMoney } from '@app/pricing';
import { anyOf, basePrices, units, type Db } from '@app/db';
import {
  MONEY_MAX,
  MONEY_MAX_TEXT,
  type CreateBasePriceData,
  type CreateManyBasePricesData,
  type FiltersListInput,
} from '@app/validators';
import { badRequest } from '../../errors';
import { iso, recordFields, wireNumber } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';
import { preparedFor } from '../../lib/prepared';
import type { AuthUser } from '../auth';
import { findUnit } from '../units';
import { recordEvent, recordEvents } from '../webhooks';

type BasePriceRow = typeof basePrices.$inferSelect;

/** The Base price (docs/api.md) (numbers on the wire, exact in the database). */
export const toBasePriceDto = (r: BasePriceRow) => ({
  ...recordFields(r),
  unit: r.unit,
  price_per_sq_m: wireNumber(r.price_per_sq_m),
  fixed_price: wireNumber(r.fixed_price),
  reason_id: r.reason_id,
  valid_from: iso(r.valid_from),
});
export type BasePriceDto = ReturnType<typeof toBasePriceDto>;

/** A validated amount as the column's text, exactly (never `toFixed`: see `toMoney`). */
const money = (n: number | null | undefined) => (n == null ? null : toMoney(n));

/**
 * `basePrices.create`: a new price for a unit; the previous ones stay (the history and past
 * quotes). The insert is a transaction of its own, like every write: an Idempotency-Key's record
 * is marked in the operation's transaction (services/idempotency).
 */
export async function createBasePrice(db: Db, actor: AuthUser, input: CreateBasePriceData) {
  assertNotPast(input.valid_from);
  await findUnit(db, input.unit);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(basePrices)
      .values({
        unit: input.unit,
        price_per_sq_m: money(input.price_per_sq_m) as string,
        fixed_price: money(input.fixed_price),
        reason_id: input.reason_id,
        created_by: actor.id,
        valid_from: input.valid_from,
      })
      .returning();
    const price = created as BasePriceRow;
    await recordEvent(tx, 'base_price.created', {
      unit: price.unit,
      at: price.created_at,
      data: () => toBasePriceDto(price),
    });
    return price;
  });
  return { item: { id: row.id }, message: 'Base price created' };
}

const priceList = recordList(
  basePrices,
  {
    unit: 'uuid',
    price_per_sq_m: 'number',
    fixed_price: 'number',
    reason_id: 'string',
    valid_from: 'date',
  },
  ['price_per_sq_m', 'fixed_price', 'unit', 'valid_from'],
);

/**
 * How far in the past a `valid_from` may lie (a form's clock a little behind the server's):
 * further back it would rewrite what past quotes said, a 400.
 */
export const VALID_FROM_SLACK_MS = 60_000;

function assertNotPast(validFrom: Date | undefined, now = new Date()) {
  if (validFrom && validFrom.getTime() < now.getTime() - VALID_FROM_SLACK_MS)
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      valid_from: ['Must not be in the past'],
    });
}

/** `basePrices.list`: base prices, scheduled ones included, list form. */
export async function listBasePrices(db: Db, input: FiltersListInput) {
  return mapPage(await listPage(db, priceList, input), (rows) => rows.map(toBasePriceDto));
}

/**
 * "Newest" among a unit's prices in force: the latest `valid_from`, then the latest written
 * (`created_at`), then `id` (docs/decisions.md: scheduled base prices).
 */
const newestFirst = [desc(basePrices.valid_from), desc(basePrices.created_at), desc(basePrices.id)];

/** The millisecond rule (below): a `valid_from` anywhere in the millisecond of `date` counts. */
const endOfMillisecond = (date: Date) => new Date(date.getTime() + 1);

/**
 * The unit's base price record in force at `date`: the newest active one whose `valid_from` is at
 * or before it. `valid_from` is the database's clock in microseconds when it defaulted to the
 * write's instant, `date` has milliseconds: the whole millisecond counts, so a price set at
 * 10:00:00.123456 is in force at 10:00:00.123 (a quote in the same millisecond as the price change
 * sees the new price). A scheduled price (`valid_from` given, whole milliseconds) is in force from
 * exactly that instant.
 */
export async function basePriceOn(db: Db, unit: string, date: Date) {
  const query = preparedFor(db, 'basePriceOn', () =>
    db
      .select()
      .from(basePrices)
      .where(
        and(
          eq(basePrices.unit, sql.placeholder('unit')),
          eq(basePrices.active, true),
          isNull(basePrices.deleted_at),
          lt(basePrices.valid_from, sql.placeholder('before')),
        ),
      )
      .orderBy(...newestFirst)
      .limit(1)
      .prepare('basePriceOn'),
  );
  const [row] = await query.execute({ unit, before: endOfMillisecond(date).toISOString() });
  return row ?? null;
}

/** The base prices of many units in force at `date` (one query): what a percent change starts from. */
export async function pricesOn(db: Db, unitIds: string[], date: Date) {
  if (unitIds.length === 0) return new Map<string, BasePriceRow>();
  const rows = await db
    .selectDistinctOn([basePrices.unit])
    .from(basePrices)
    .where(
      and(
        anyOf(basePrices.unit, unitIds),
        eq(basePrices.active, true),
        isNull(basePrices.deleted_at),
        lt(basePrices.valid_from, endOfMillisecond(date)),
      ),
    )
    .orderBy(basePrices.unit, ...newestFirst);
  return new Map(rows.map((r) => [r.unit, r]));
}

/** The amount of a base price record for a unit of `area` sq m: fixed, or per sq m × area. */
export const basePriceAmount = (r: BasePriceRow, area: string) =>
  basePriceLine({ fixed_price: r.fixed_price, price_per_sq_m: r.price_per_sq_m }, area);

/** A price a percent change may produce: what a person may type (MONEY_MAX), no more. */
const withinCap = (m: string | null) => m === null || toDecimal(m).lte(MONEY_MAX);

/**
 * `basePrices.createMany`: one price per sq m, or a percent change of each unit's price per sq m
 * (and fixed price, when it has one) in force when the new ones take effect (`valid_from`, default
 * now), for a selection of units with one reason, in one transaction: all or nothing. Every row
 * records who made it (`created_by`) and the reason.
 */
export async function createManyBasePrices(
  db: Db,
  actor: AuthUser,
  input: CreateManyBasePricesData,
) {
  assertNotPast(input.valid_from);
  const ids = [...new Set(input.units)];
  const found = await db
    .select({ id: units.id })
    .from(units)
    .where(and(anyOf(units.id, ids), isNull(units.deleted_at)));
  if (found.length !== ids.length) {
    const known = new Set(found.map((f) => f.id));
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      units: [
        `Unknown units: ${ids
          .filter((i) => !known.has(i))
          .slice(0, 10)
          .join(', ')}`,
      ],
    });
  }
  return db.transaction(async (tx) => {
    // The units first, in id order, as every other writer takes a unit before what hangs off it:
    // the inserts' foreign-key locks and the webhook counters then never wait on a booking, the
    // expiry sweep or another repricing in a cycle (a deadlock seen with two opposite orders).
    await tx
      .select({ id: units.id })
      .from(units)
      .where(anyOf(units.id, ids))
      .orderBy(asc(units.id))
      .for('no key update');
    const current =
      input.percent_change === undefined
        ? new Map()
        : await pricesOn(tx, ids, input.valid_from ?? new Date());
    const rows = ids.map((unit) => {
      if (input.price_per_sq_m !== undefined)
        return { unit, price_per_sq_m: toMoney(input.price_per_sq_m), fixed_price: null };
      const now = current.get(unit);
      if (!now) return null;
      const pct = String(input.percent_change);
      return {
        unit,
        price_per_sq_m: percentChange(now.price_per_sq_m, pct),
        fixed_price: now.fixed_price === null ? null : percentChange(now.fixed_price, pct),
      };
    });
    assertWithinCap(rows);
    const values = rows
      .filter((r): r is NonNullable<typeof r> => r !== null)
      .map((r) => ({
        ...r,
        reason_id: input.reason_id,
        created_by: actor.id,
        valid_from: input.valid_from,
      }));
    if (values.length > 0) {
      const created = await tx.insert(basePrices).values(values).returning();
      await recordEvents(
        tx,
        'base_price.created',
        created.map((price) => ({
          unit: price.unit,
          at: price.created_at,
          data: () => toBasePriceDto(price),
        })),
      );
    }
    const skipped = ids.length - values.length;
    return {
      item: { count: values.length, skipped },
      message: `${values.length} prices set${skipped ? `; ${skipped} units without a price to change` : ''}`,
    };
  });
}

/**
 * A percent change may not lift a price above MONEY_MAX (the largest amount any input takes, far
 * below the column's numeric(16,2)): a 400 naming the units, nothing written.
 */
function assertWithinCap(
  rows: ({ unit: string; price_per_sq_m: string; fixed_price: string | null } | null)[],
) {
  const over = rows
    .filter((r) => r !== null && !(withinCap(r.price_per_sq_m) && withinCap(r.fixed_price)))
    .map((r) => r?.unit);
  if (over.length > 0)
    throw badRequest('PRICE_TOO_HIGH', `The new price would exceed ${MONEY_MAX_TEXT}`, {
      percent_change: [
        `The new price would exceed ${MONEY_MAX_TEXT} for ${over.length} units: ${over.slice(0, 10).join(', ')}${over.length > 10 ? ', …' : ''}`,
      ],
    });
}
