/**
 * Versioned conditions and prices on a date: each update keeps the previous version,
 * `validOn(date)` answers conditions as they stood then, the database refuses overlapping versions,
 * parallel updates make a clean chain (PostgreSQL), and a past date's quote is that date's.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { basePrices, discountConditions, optionConditions } from '@app/db';
import { findPgError } from '../../../src/lib/pg-errors';
import { createCatalogItem } from '../../../src/services/pricing/catalog';
import { toPublicError } from '../../../src/lib/public-error';
import { conditionsValidOn } from '../../../src/services/pricing/conditions/read';
import { createCondition, updateCondition } from '../../../src/services/pricing/conditions/write';
import { callerAs, expectAppError, NEEDS_POSTGRES, onPostgres, useTestDb } from '../../helpers';
import { cleanUnit, DEFAULT_RULE, head, headUser, useProcessClock, uuid } from './pricing-fixtures';

const t = useTestDb();
const clock = useProcessClock();
/** Base prices are stamped by the database's clock: a test sets the instant of each itself. */
const stampPrice = (id: string, at: Date) =>
  t.db.update(basePrices).set({ created_at: at, valid_from: at }).where(eq(basePrices.id, id));
const at = (s: string) => new Date(s);
const versionsOf = (id: string) =>
  t.db
    .select()
    .from(discountConditions)
    .where(eq(discountConditions.id, id))
    .orderBy(asc(discountConditions.valid_from));

/** A clean unit, a discount created in 2024 and its condition (`sum`) created at `from`. */
async function discountCondition(sum: number, from: string) {
  const actor = await headUser(t.db);
  const unit = await cleanUnit(t.db);
  const d = uuid();
  const catalog = { id: d, description: 'test', required_comment: false, exclusions: [] };
  await createCatalogItem(t.db, 'discount', actor, catalog, at('2024-01-01'));
  const id = uuid();
  await createCondition(t.db, 'discount', actor, { id, unit, discount: d, sum }, at(from));
  return { actor, unit, d, id };
}

describe('condition versions', () => {
  it('validOn answers each condition as it stood: nothing before, each version between changes, nothing after deactivation', async () => {
    const actor = await headUser(t.db);
    const unit = await cleanUnit(t.db);
    const d = uuid();
    // The discount exists before its conditions (a past date reads it as it stood then).
    await createCatalogItem(
      t.db,
      'discount',
      actor,
      { id: d, description: 'Versioned', required_comment: false, exclusions: [] },
      at('2023-06-01T00:00:00Z'),
    );
    const id = uuid();
    await createCondition(
      t.db,
      'discount',
      actor,
      { id, unit, discount: d, sum: 1000, percent: 0.01 },
      at('2024-01-01T00:00:00Z'),
    );
    await updateCondition(t.db, 'discount', actor, { id, sum: 2000 }, at('2024-02-01T00:00:00Z'));
    await updateCondition(
      t.db,
      'discount',
      actor,
      { id, percent: 0.02, sum_per_sq_m: 10 },
      at('2024-03-01T00:00:00Z'),
    );
    await updateCondition(
      t.db,
      'discount',
      actor,
      { id, active: false },
      at('2024-04-01T00:00:00Z'),
    );

    const viewer = await callerAs(t.db, 'viewer');
    const on = async (date: string) =>
      (await viewer.discountConditions.validOn({ filter: { date, unit } })).items.map((c) => ({
        id: c.id,
        sum: c.sum,
        percent: c.percent,
        sum_per_sq_m: c.sum_per_sq_m,
      }));
    expect(await on('2023-12-31T23:59:59.999Z')).toEqual([]);
    expect(await on('2024-01-01T00:00:00.000Z')).toEqual([
      { id, sum: 1000, percent: 0.01, sum_per_sq_m: null },
    ]);
    expect(await on('2024-01-31T23:59:59.999Z')).toEqual([
      { id, sum: 1000, percent: 0.01, sum_per_sq_m: null },
    ]);
    expect(await on('2024-02-01T00:00:00.000Z')).toEqual([
      { id, sum: 2000, percent: 0.01, sum_per_sq_m: null },
    ]);
    expect(await on('2024-03-15T00:00:00.000Z')).toEqual([
      { id, sum: 2000, percent: 0.02, sum_per_sq_m: 10 },
    ]);
    expect(await on('2024-04-01T00:00:00.000Z')).toEqual([]);
    expect(await on(new Date().toISOString())).toEqual([]);

    // the rows: four versions chained end to start, the last open and inactive
    const rows = await versionsOf(id);
    expect(
      rows.map((r) => [r.valid_from.toISOString(), r.valid_to?.toISOString() ?? null]),
    ).toEqual([
      ['2024-01-01T00:00:00.000Z', '2024-02-01T00:00:00.000Z'],
      ['2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
      ['2024-03-01T00:00:00.000Z', '2024-04-01T00:00:00.000Z'],
      ['2024-04-01T00:00:00.000Z', null],
    ]);
    expect(rows.map((r) => r.active)).toEqual([true, true, true, false]);
    // the list shows the current version only: deactivated, with the last values
    const listed = await viewer.discountConditions.list({
      filter: { filters: [{ property: 'id', operator: 'IN', value: [id] }] },
      pagination: { page: 1, limit: 10, order_by: 'id', direction: 'asc' },
    });
    expect(listed.items.map((c) => [c.active, c.sum, c.percent])).toEqual([[false, 2000, 0.02]]);
    // reactivating opens a fifth version
    await updateCondition(
      t.db,
      'discount',
      actor,
      { id, active: true },
      at('2024-05-01T00:00:00Z'),
    );
    expect(await on('2024-05-02T00:00:00.000Z')).toEqual([
      { id, sum: 2000, percent: 0.02, sum_per_sq_m: 10 },
    ]);
    expect(await on('2024-04-15T00:00:00.000Z')).toEqual([]);
  });

  it('option conditions are versioned the same way (through the API, instants recorded between calls)', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db);
    const o = uuid();
    await h.options.create({ description: 'test', id: o, type: 'OPTION_TYPE_FURNITURE' });
    const id = uuid();
    const t0 = clock.instant();
    await h.optionConditions.create({ id, unit, option: o, sum: 100 });
    const t1 = clock.instant();
    await h.optionConditions.update({ id, sum: 200 });
    const t2 = clock.instant();
    await h.optionConditions.update({ id, sum: 300, rules: DEFAULT_RULE });
    const t3 = clock.instant();
    await h.optionConditions.update({ id, active: false });
    const t4 = clock.instant();
    const on = async (d: Date) =>
      (await h.optionConditions.validOn({ filter: { date: d.toISOString(), unit } })).items.map(
        (c) => [c.sum, c.used_by_default],
      );
    expect(await on(t0)).toEqual([]);
    expect(await on(t1)).toEqual([[100, false]]);
    expect(await on(t2)).toEqual([[200, false]]);
    expect(await on(t3)).toEqual([[300, true]]);
    expect(await on(t4)).toEqual([]);
    expect(
      await t.db.select().from(optionConditions).where(eq(optionConditions.id, id)),
    ).toHaveLength(4);
  });

  it('an update dated before the current version still opens a later version (never an overlap)', async () => {
    const { actor, unit, id } = await discountCondition(1, '2024-06-01T00:00:00Z');
    await updateCondition(t.db, 'discount', actor, { id, sum: 2 }, at('2024-05-01T00:00:00Z'));
    const rows = await versionsOf(id);
    expect(
      rows.map((r) => [r.valid_from.toISOString(), r.valid_to?.toISOString() ?? null]),
    ).toEqual([
      ['2024-06-01T00:00:00.000Z', '2024-06-01T00:00:00.001Z'],
      ['2024-06-01T00:00:00.001Z', null],
    ]);
    const valid = await conditionsValidOn(t.db, 'discount', {
      date: at('2024-07-01T00:00:00Z'),
      unit,
    });
    expect(valid.items.map((c) => c.sum)).toEqual([2]);
  });

  it('the database refuses two versions of one condition whose intervals overlap (exclusion constraint)', async () => {
    const { actor, unit, d, id } = await discountCondition(1, '2024-01-01T00:00:00Z');
    await updateCondition(t.db, 'discount', actor, { id, sum: 2 }, at('2024-03-01T00:00:00Z'));
    const row = (from: string, to: string | null) => ({
      id,
      unit,
      discount: d,
      valid_from: at(from),
      valid_to: to ? at(to) : null,
    });
    const refused = async (values: ReturnType<typeof row>) => {
      const e = await t.db
        .insert(discountConditions)
        .values(values)
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(findPgError(e)?.code, JSON.stringify(values)).toBe('23P01');
    };
    await refused(row('2024-02-01T00:00:00Z', '2024-02-15T00:00:00Z')); // inside the first
    await refused(row('2023-12-01T00:00:00Z', '2024-01-02T00:00:00Z')); // across its start
    await refused(row('2024-02-20T00:00:00Z', '2024-03-10T00:00:00Z')); // across the change
    // a closed interval over the still open current version
    await refused(row('2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z'));
    // touching is not overlapping: a version ending where the first starts is allowed
    await t.db
      .insert(discountConditions)
      .values(row('2023-12-01T00:00:00Z', '2024-01-01T00:00:00Z'));
    // another condition may use the same interval
    await t.db
      .insert(discountConditions)
      .values({ ...row('2024-02-01T00:00:00Z', '2024-02-15T00:00:00Z'), id: uuid() });
    // an interval ending before it starts is refused by the check
    const e = await t.db
      .insert(discountConditions)
      .values({ ...row('2024-02-01T00:00:00Z', '2024-01-15T00:00:00Z'), id: uuid() })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(findPgError(e)?.code).toBe('23514');
  });
});

describe.runIf(onPostgres)(`condition versions under concurrency (${NEEDS_POSTGRES})`, () => {
  it('10 parallel updates of one condition end in a clean chain of versions, each refused one a 409', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db);
    const d = uuid();
    await h.discounts.create({ description: 'test', id: d });
    const id = uuid();
    await h.discountConditions.create({ id, unit, discount: d, sum: 0 });
    const callers = await Promise.all(Array.from({ length: 10 }, () => head(t.db)));
    const results = await Promise.allSettled(
      callers.map((c, i) => c.discountConditions.update({ id, sum: i + 1 })),
    );
    const failures = results.flatMap((r) =>
      r.status === 'rejected' ? [toPublicError(r.reason)] : [],
    );
    for (const f of failures)
      expect(f).toMatchObject({ code: 'CONFLICT', appCode: 'CONDITION_BUSY' });
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBeGreaterThan(0);
    const rows = await versionsOf(id);
    expect(rows).toHaveLength(1 + ok);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]?.valid_to?.getTime(), `version ${i}`).toBe(rows[i]?.valid_from.getTime());
    expect(rows.filter((r) => r.valid_to === null)).toHaveLength(1);
    expect(rows.at(-1)?.valid_to).toBeNull();
    // every successful value appears exactly once
    const sums = rows.slice(1).map((r) => Number(r.sum));
    expect(new Set(sums).size).toBe(ok);
    const [overlaps] = (await t.db.execute(sql`
      select count(*)::int as n from discount_conditions a join discount_conditions b
        on a.id = b.id and a.version < b.version
       and tstzrange(a.valid_from, a.valid_to, '[)') && tstzrange(b.valid_from, b.valid_to, '[)')
     where a.id = ${id}`)) as unknown as { n: number }[];
    expect(overlaps?.n ?? (overlaps as unknown as { rows?: { n: number }[] })).toBe(0);
  });

  it('parallel creates of one id: exactly one wins, the others 409, never a 500', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db);
    const d = uuid();
    const dResults = await Promise.allSettled(
      Array.from({ length: 6 }, async () =>
        (await head(t.db)).discounts.create({ description: 'test', id: d }),
      ),
    );
    expect(dResults.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of dResults)
      if (r.status === 'rejected') expect(toPublicError(r.reason).code).toBe('CONFLICT');
    const id = uuid();
    const cResults = await Promise.allSettled(
      Array.from({ length: 6 }, async (_, i) =>
        (await head(t.db)).discountConditions.create({ id, unit, discount: d, sum: i }),
      ),
    );
    expect(cResults.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of cResults)
      if (r.status === 'rejected') expect(toPublicError(r.reason).code).toBe('CONFLICT');
    expect(await versionsOf(id)).toHaveLength(1);
    void h;
  });
});

describe('prices and quotes on a date', () => {
  it('the base price on a date is the newest active one created at or before it', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '40.00');
    // Two prices an hour apart, two hours and an hour ago; instants before, between and at them.
    const hour = 3_600_000;
    const first = Date.now() - 2 * hour;
    const before = new Date(first - 1);
    const a = await h.basePrices.create({ unit, price_per_sq_m: 100000 });
    await stampPrice(a.item.id, new Date(first));
    const t1 = new Date(first + hour - 1);
    const b = await h.basePrices.create({ unit, price_per_sq_m: 150000, fixed_price: 5500000 });
    await stampPrice(b.item.id, new Date(first + hour));
    const t2 = new Date(first + hour);
    const viewer = await callerAs(t.db, 'viewer');
    await expectAppError(
      viewer.pricing.quote({ unit, date: before.toISOString() }),
      'CONFLICT',
      'UNIT_HAS_NO_PRICE',
    );
    expect((await viewer.pricing.quote({ unit, date: t1.toISOString() })).total).toBe(4000000);
    expect((await viewer.pricing.quote({ unit, date: t2.toISOString() })).total).toBe(5500000);
    expect((await viewer.pricing.quote({ unit })).base_price.id).toBe(b.item.id);
    expect((await viewer.units.get({ id: unit })).price).toBe(5500000);
    // an inactive price does not count: the one before it is in force again
    await t.db.update(basePrices).set({ active: false }).where(eq(basePrices.id, b.item.id));
    expect((await viewer.pricing.quote({ unit })).total).toBe(4000000);
    expect((await viewer.units.get({ id: unit })).price).toBe(4000000);
  });

  it('a quote on a past date uses the price and conditions of that date, the current quote the new ones', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '50.00');
    const d = uuid();
    const o = uuid();
    await h.discounts.create({ id: d, description: 'Spring' });
    await h.options.create({ id: o, type: 'OPTION_TYPE_FACING', description: 'White box' });
    const a = await h.basePrices.create({ unit, price_per_sq_m: 200000 }); // 10 000 000
    const dc = uuid();
    const oc = uuid();
    await h.discountConditions.create({
      id: dc,
      unit,
      discount: d,
      sum: 10000,
      rules: DEFAULT_RULE,
    });
    await h.optionConditions.create({ id: oc, unit, option: o, sum_per_sq_m: 1000 }); // 50 000
    const T = clock.instant();
    const b = await h.basePrices.create({ unit, price_per_sq_m: 210000 }); // 10 500 000
    await stampPrice(b.item.id, new Date(T.getTime() + 1));
    await h.discountConditions.update({ id: dc, sum: 20000, percent: 0.01 }); // 20 000 + 105 000
    await h.optionConditions.update({ id: oc, sum_per_sq_m: 2000 }); // 100 000

    const realtor = await callerAs(t.db, 'realtor');
    const past = await realtor.pricing.quote({ unit, date: T.toISOString(), options: [o] });
    expect(past).toMatchObject({
      unit,
      date: T.toISOString(),
      base_price: { id: a.item.id, amount: 10000000, price_per_sq_m: 200000, fixed_price: null },
      discounts_total: 10000,
      options_total: 50000,
      total: 10040000,
    });
    expect(past.lines.map((l) => [l.condition, l.amount, l.signed, l.chosen])).toEqual([
      [dc, 10000, -10000, false],
      [oc, 50000, 50000, true],
    ]);
    const current = await realtor.pricing.quote({ unit, options: [o] });
    expect(current).toMatchObject({
      base_price: { id: b.item.id, amount: 10500000 },
      discounts_total: 125000,
      options_total: 100000,
      total: 10475000,
    });
    // and the past one again, unchanged by the later changes
    expect(await realtor.pricing.quote({ unit, date: T.toISOString(), options: [o] })).toEqual(
      past,
    );
  });
});
