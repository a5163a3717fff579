/** Pricing end to end through the procedures: prices, a discount with an exclusion, conditions, versions, the quote. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerAs, expectAppError, PAGE, useTestDb } from '../../helpers';
import { cleanUnit, useProcessClock } from './pricing-fixtures';

const t = useTestDb();
const clock = useProcessClock();

describe('pricing', () => {
  it('quotes a unit with its default and chosen conditions, as of any date', async () => {
    const head = await callerAs(t.db, 'head');
    const unit = await cleanUnit(t.db, '53.37');
    await head.basePrices.create({ unit, price_per_sq_m: 200000.1, reason_id: 'R-1' });
    const a: string = randomUUID();
    const b: string = randomUUID();
    await head.discounts.create({ id: a, description: 'Trade-in' });
    await head.discounts.create({ id: b, description: 'Family', exclusions: [a] });
    const listed = await head.discounts.list({
      filter: { filters: [{ property: 'id', operator: 'IN', value: [a, b] }] },
      pagination: { ...PAGE, order_by: 'id' },
    });
    expect(listed.items.find((d) => d.id === a)).toMatchObject({ excludedBy: [b], exclusions: [] });
    const ca: string = randomUUID();
    const cb: string = randomUUID();
    await head.discountConditions.create({ id: ca, unit, discount: a, sum: 100000 });
    const before = clock.instant();
    await head.discountConditions.create({
      id: cb,
      unit,
      discount: b,
      percent: 0.05,
      rules: [{ rule: 'RULE_USED_BY_DEFAULT', value: 'true' }],
    });
    const manager = await callerAs(t.db, 'manager');
    const q = await manager.pricing.quote({ unit });
    expect((await manager.units.get({ id: unit })).base_price).toBe(q.base_price.amount);
    expect((await manager.units.get({ id: unit })).price).toBe(q.total);
    const range = (property: string, v: number) => ({
      filter: {
        filters: [
          { property, operator: 'GTE' as const, value: [v] },
          { property, operator: 'LTE' as const, value: [v] },
        ],
      },
      pagination: { ...PAGE, order_by: property },
    });
    // `base_price` filters by the base price, `price` by the total the grid shows.
    const byBase = await manager.units.list(range('base_price', q.base_price.amount));
    expect(byBase.items.map((u) => [u.id, u.base_price])).toEqual([[unit, q.base_price.amount]]);
    const byTotal = await manager.units.list(range('price', q.total));
    expect(byTotal.items.map((u) => [u.id, u.price])).toEqual([[unit, q.total]]);
    expect(q.total).not.toBe(q.base_price.amount);
    // 200 000.10 × 53.37 m² = 10 674 005.337, rounded half up to kopecks.
    const base = '10674005.34';
    expect(String(q.base_price.amount)).toBe(base);
    // Only this test's discounts (the seed's default conditions may apply to the unit too).
    const ours = (lines: { ref: string }[]) =>
      lines.map((l) => l.ref).filter((r) => [a, b].includes(r));
    expect(ours(q.lines)).toEqual([b]);
    await expectAppError(
      manager.pricing.quote({ unit, discounts: [a] }),
      'BAD_REQUEST',
      'PRICING_EXCLUSION_CONFLICT',
    );
    const past = await manager.pricing.quote({ unit, date: before.toISOString() });
    expect(ours(past.lines)).toEqual([]);

    await head.discountConditions.update({ id: cb, percent: 0.1 });
    await head.discountConditions.update({ id: cb, active: false });
    const now = await head.discountConditions.validOn({
      filter: { date: clock.instant().toISOString(), unit },
    });
    expect(now.items.map((c) => c.id).filter((id) => [ca, cb].includes(id))).toEqual([ca]);
    const list = await head.discountConditions.list({
      filter: { filters: [{ property: 'unit', operator: 'IN', value: [unit] }] },
      pagination: { ...PAGE, order_by: 'id' },
    });
    expect(list.items.filter((c) => [ca, cb].includes(c.id))).toHaveLength(2);
    expect(list.items.find((c) => c.id === cb)).toMatchObject({ active: false, percent: 0.1 });

    const { item } = await manager.bookings.create({ unit });
    const booking = await manager.bookings.get({ id: item.id });
    expect(String(booking.unit_data.base_price)).toBe(base);
    await expectAppError(manager.basePrices.create({ unit, price_per_sq_m: 1 }), 'FORBIDDEN');
  });
});
