/**
 * Discounts and options are versioned (migration 0008): a quote, validOn and the lists of a past
 * date read each as it stood then, nothing created later; each update closes one version and opens
 * the next; the database refuses overlaps.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountVersions, optionVersions } from '@app/db';
import { findPgError } from '../../../src/lib/pg-errors';
import { callerAs, expectAppError, NEEDS_POSTGRES, onPostgres, useTestDb } from '../../helpers';
import {
  byIds,
  cleanUnit,
  DEFAULT_RULE,
  head,
  NOT_DEFAULT_RULE,
  pagination,
  useProcessClock,
  uuid,
} from './pricing-fixtures';

const t = useTestDb();
const clock = useProcessClock();
/** An instant strictly between the calls before and after it. */
const instant = () => clock.instant().toISOString();
const versionsOf = (id: string) =>
  t.db
    .select()
    .from(discountVersions)
    .where(eq(discountVersions.id, id))
    .orderBy(asc(discountVersions.valid_from));

describe('discount and option versions', () => {
  it('a past date is quoted with the discounts as they stood: deactivated, renamed or excluded later', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '50.00');
    const [a, b] = [uuid(), uuid()];
    await h.discounts.create({ id: a, description: 'Spring' });
    await h.discounts.create({ id: b, description: 'Family' });
    await h.basePrices.create({ unit, price_per_sq_m: 200000 }); // 10 000 000
    await h.discountConditions.create({
      id: uuid(),
      unit,
      discount: a,
      sum: 10000,
      rules: DEFAULT_RULE,
    });
    // Lines come in the order their conditions were created (created_at, the process's clock):
    // the faked clock moves in 20 ms ticks, so two creates in one tick would tie (then by id).
    clock.advance();
    const bCondition = uuid();
    await h.discountConditions.create({
      id: bCondition,
      unit,
      discount: b,
      sum: 5000,
      rules: DEFAULT_RULE,
    });
    const t1 = instant();
    // two defaults of a unit may not exclude each other (409): Family stops being a default first
    await h.discountConditions.update({ id: bCondition, rules: NOT_DEFAULT_RULE });
    await h.discounts.update({ id: a, description: 'Spring 2', exclusions: [b] });
    const t2 = instant();
    await h.discounts.update({ id: a, active: false });
    const t3 = instant();

    const viewer = await callerAs(t.db, 'viewer');
    const quote = (date: string) => viewer.pricing.quote({ unit, date });
    const first = await quote(t1);
    expect(first.total).toBe(10000000 - 15000);
    expect(first.lines.map((l) => l.description)).toEqual(['Spring', 'Family']);
    // at t2 Family is no default and the two exclude each other: choosing it is refused then
    expect((await quote(t2)).total).toBe(10000000 - 10000);
    await expectAppError(
      viewer.pricing.quote({ unit, date: t2, discounts: [b] }),
      'BAD_REQUEST',
      'PRICING_EXCLUSION_CONFLICT',
    );
    // deactivated at t3: only the other may be chosen; t1 still quotes as it did
    expect((await viewer.pricing.quote({ unit, date: t3, discounts: [b] })).total).toBe(
      10000000 - 5000,
    );
    expect((await quote(t1)).total).toBe(first.total);

    // validOn carries the discount of that date with its exclusions both ways
    const on = async (date: string) =>
      (await viewer.discountConditions.validOn({ filter: { date, unit } })).items.map((c) => ({
        id: c.discount?.id,
        description: c.discount?.description,
        exclusions: c.discount?.exclusions,
        excludedBy: c.discount?.excludedBy,
      }));
    expect(await on(t1)).toEqual([
      { id: a, description: 'Spring', exclusions: [], excludedBy: [] },
      { id: b, description: 'Family', exclusions: [], excludedBy: [] },
    ]);
    expect(await on(t2)).toEqual([
      { id: a, description: 'Spring 2', exclusions: [b], excludedBy: [] },
      { id: b, description: 'Family', exclusions: [], excludedBy: [a] },
    ]);
    expect((await on(t3)).map((c) => c.id)).toEqual([b]);

    // three versions chained end to start, the last open and inactive
    const rows = await versionsOf(a);
    expect(rows.map((r) => [r.description, r.active, r.exclusions])).toEqual([
      ['Spring', true, []],
      ['Spring 2', true, [b]],
      ['Spring 2', false, [b]],
    ]);
    expect(rows[0]?.valid_to).toEqual(rows[1]?.valid_from);
    expect(rows[1]?.valid_to).toEqual(rows[2]?.valid_from);
    expect(rows[2]?.valid_to).toBeNull();
  });

  it('an option that became default later is not a default of an earlier date', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '40.00');
    const o = uuid();
    await h.options.create({ id: o, type: 'OPTION_TYPE_FURNITURE', description: 'Kitchen' });
    await h.basePrices.create({ unit, price_per_sq_m: 100000 }); // 4 000 000
    await h.optionConditions.create({ id: uuid(), unit, option: o, sum: 300000 });
    const t1 = instant();
    await h.options.update({ id: o, used_by_default: true });
    const t2 = instant();
    const viewer = await callerAs(t.db, 'viewer');
    expect((await viewer.pricing.quote({ unit, date: t1 })).total).toBe(4000000);
    expect((await viewer.pricing.quote({ unit, date: t2 })).total).toBe(4300000);
    const defaults = (date: string) =>
      viewer.optionConditions.validOn({ filter: { date, unit, used_by_default: true } });
    expect((await defaults(t1)).items).toEqual([]);
    expect((await defaults(t2)).items.map((c) => c.option?.id)).toEqual([o]);
    const rows = await t.db.select().from(optionVersions).where(eq(optionVersions.id, o));
    expect(rows.map((r) => r.used_by_default).sort()).toEqual([false, true]);
  });

  it('discounts.list and options.list with filter.date answer the records as they stood then', async () => {
    const h = await head(t.db);
    const [a, b] = [uuid(), uuid()];
    const t0 = instant();
    await h.discounts.create({ id: a, description: 'Early' });
    const t1 = instant();
    await h.discounts.create({ id: b, description: 'Later', exclusions: [a] });
    await h.discounts.update({ id: a, description: 'Early, renamed', active: false });
    const t2 = instant();

    const manager = await callerAs(t.db, 'manager');
    const list = async (date?: string) =>
      (await manager.discounts.list({ filter: { ...byIds([a, b]).filter, date }, pagination }))
        .items;
    expect(await list(t0)).toEqual([]);
    const then = await list(t1);
    expect(then.map((d) => [d.id, d.description, d.active, d.excludedBy])).toEqual([
      [a, 'Early', true, []],
    ]);
    const now = await list(t2);
    expect(now.map((d) => [d.id, d.description, d.active])).toEqual(
      [
        [a, 'Early, renamed', false],
        [b, 'Later', true],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    expect(now.find((d) => d.id === a)?.excludedBy).toEqual([b]);
    expect(now.find((d) => d.id === b)?.exclusions).toEqual([a]);
    // without a date: the current records, the same as the latest version
    expect((await list()).map((d) => [d.id, d.description, d.active])).toEqual(
      now.map((d) => [d.id, d.description, d.active]),
    );

    const o = uuid();
    await h.options.create({ id: o, type: 'OPTION_TYPE_OTHER', description: 'Parking' });
    const options = await manager.options.list({
      filter: { ...byIds([o]).filter, date: t2 },
      pagination,
    });
    expect(options.items).toEqual([]);
  });

  it('the database refuses two versions of one discount whose intervals overlap', async () => {
    const h = await head(t.db);
    const d = uuid();
    await h.discounts.create({ description: 'test', id: d });
    const [open] = await versionsOf(d);
    if (!open) throw new Error('the create opened no version');
    const error = await t.db
      .insert(discountVersions)
      .values({
        id: d,
        created_at: open.created_at,
        updated_at: open.valid_from,
        active: true,
        required_comment: false,
        valid_from: new Date(open.valid_from.getTime() - 60_000),
        valid_to: new Date(open.valid_from.getTime() + 60_000),
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(findPgError(error)?.code).toBe('23P01');
  });
});

describe.runIf(onPostgres)(`discount versions under concurrency (${NEEDS_POSTGRES})`, () => {
  it('10 parallel updates of one discount make a clean chain of 11 versions', async () => {
    const h = await head(t.db);
    const d = uuid();
    await h.discounts.create({ description: 'test', id: d });
    const callers = await Promise.all(Array.from({ length: 10 }, () => head(t.db)));
    const results = await Promise.allSettled(
      callers.map((c, i) => c.discounts.update({ id: d, description: `v${i}` })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const rows = await versionsOf(d);
    expect(rows).toHaveLength(11);
    expect(rows.filter((r) => r.valid_to === null)).toHaveLength(1);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]?.valid_to).toEqual(rows[i]?.valid_from);
  });
});
