/**
 * The agreed price (docs/api.md#bookings): discounts / options on bookings.create and update, the
 * quote frozen as `price`, refusals as `pricing.quote`'s, re-quotes in history, later prices ignored.
 */
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestDb } from '../../helpers';
import { cleanUnit, DEFAULT_RULE, head, uuid } from '../pricing/pricing-fixtures';

const t = useTestDb();

/** A unit of 50 m² at 5 000 000 with a default discount, a chosen one, an option and a rival. */
async function pricedUnit() {
  const h = await head(t.db);
  const unit = await cleanUnit(t.db, '50.00');
  await h.basePrices.create({ unit, price_per_sq_m: 100000 });
  const [dDefault, dChosen, dRival, oChosen] = [uuid(), uuid(), uuid(), uuid()];
  await h.discounts.create({ id: dDefault, description: 'Default' });
  await h.discounts.create({ id: dChosen, description: 'Trade-in' });
  await h.discounts.create({ id: dRival, description: 'Rival', exclusions: [dChosen] });
  await h.options.create({ id: oChosen, type: 'OPTION_TYPE_OTHER', description: 'Finishing' });
  const cond = (discount: string, extra: object) =>
    h.discountConditions.create({ id: uuid(), unit, discount, ...extra });
  await cond(dDefault, { sum: 50000, rules: DEFAULT_RULE });
  await cond(dChosen, { percent: 0.03 }); // 150 000
  await cond(dRival, { sum: 1 });
  await h.optionConditions.create({ id: uuid(), unit, option: oChosen, sum_per_sq_m: 12.35 }); // 617.50
  return { h, unit, dDefault, dChosen, dRival, oChosen };
}

const history = async (h: Awaited<ReturnType<typeof head>>, id: string) =>
  (
    await h.bookings.history({
      filter: {
        bookings: [id],
        properties: ['price'],
        include_expired: true,
        include_system: true,
      },
      pagination: { page: 1, limit: 50, order_by: 'id', direction: 'asc' },
    })
  ).items.map((e) => [e.old_value, e.new_value]);

describe('the agreed price', () => {
  it('bookings.create quotes the chosen and default conditions into price, as pricing.quote does', async () => {
    const { h, unit, dDefault, dChosen, oChosen } = await pricedUnit();
    const { item } = await h.bookings.create({ unit, discounts: [dChosen], options: [oChosen] });
    const b = await h.bookings.get({ id: item.id });
    expect(b.price).toMatchObject({
      base: 5000000,
      total: 4800617.5,
      discounts: [dChosen],
      options: [oChosen],
    });
    expect(
      [...(b.price?.lines ?? [])]
        .sort((x, y) => x.amount - y.amount)
        .map((l) => [l.kind, l.id, l.amount]),
    ).toEqual([
      ['DISCOUNT', dChosen, -150000],
      ['DISCOUNT', dDefault, -50000],
      ['OPTION', oChosen, 617.5],
      ['BASE', b.unit_data.base_price_id, 5000000],
    ]);
    expect(b.unit_data.base_price).toBe(5000000);
    const q = await h.pricing.quote({
      unit,
      date: b.price?.quoted_at as string,
      discounts: [dChosen],
      options: [oChosen],
    });
    expect(q.total).toBe(b.price?.total);
    expect(await history(h, item.id)).toEqual([[null, 4800617.5]]);
    // The list and the webhook's data carry the same price (one DTO).
    const listed = await h.bookings.list({
      filter: {
        include_expired: true,
        filters: [{ property: 'id', operator: 'IN', value: [item.id] }],
      },
      pagination: { page: 1, limit: 10, order_by: 'id', direction: 'asc' },
    });
    expect(listed.items[0]?.price).toEqual(b.price);
  });

  it('refuses as pricing.quote does and books nothing: unavailable choice, exclusion conflict', async () => {
    const { h, unit, dChosen, dRival } = await pricedUnit();
    const missing = await expectAppError(
      h.bookings.create({ unit, discounts: [uuid()] }),
      'BAD_REQUEST',
      'PRICING_NOT_AVAILABLE',
    );
    expect(Object.keys(missing.fieldErrors ?? {})).toEqual(['discounts']);
    await expectAppError(
      h.bookings.create({ unit, discounts: [dChosen, dRival] }),
      'BAD_REQUEST',
      'PRICING_EXCLUSION_CONFLICT',
    );
    expect((await h.units.get({ id: unit })).status).toBe('UNIT_STATUS_AVAILABLE');
    // …and the same on update, which keeps the price.
    const { item } = await h.bookings.create({ unit, discounts: [dChosen] });
    await expectAppError(
      h.bookings.update({ id: item.id, discounts: [dChosen, dRival] }),
      'BAD_REQUEST',
      'PRICING_EXCLUSION_CONFLICT',
    );
    expect((await h.bookings.get({ id: item.id })).price?.total).toBe(4800000);
  });

  it('bookings.update re-quotes a new choice now; history has old and new totals; the same choice changes nothing', async () => {
    const { h, unit, dChosen, oChosen } = await pricedUnit();
    const { item } = await h.bookings.create({ unit });
    const before = await h.bookings.get({ id: item.id });
    expect(before.price?.total).toBe(4950000);
    await h.bookings.update({ id: item.id, discounts: [dChosen] });
    const after = await h.bookings.get({ id: item.id });
    expect(after.price?.total).toBe(4800000);
    expect(Date.parse(after.price?.quoted_at as string)).toBeGreaterThanOrEqual(
      Date.parse(before.price?.quoted_at as string),
    );
    await h.bookings.update({ id: item.id, options: [oChosen] }); // the discount stays chosen
    expect((await h.bookings.get({ id: item.id })).price).toMatchObject({
      total: 4800617.5,
      discounts: [dChosen],
      options: [oChosen],
    });
    await h.bookings.update({ id: item.id, discounts: [dChosen], options: [oChosen] });
    expect(await history(h, item.id)).toEqual([
      [null, 4950000],
      [4950000, 4800000],
      [4800000, 4800617.5],
    ]);
  });

  it('a later base price or a condition removed never changes a booking’s price', async () => {
    const { h, unit, dChosen } = await pricedUnit();
    const { item } = await h.bookings.create({ unit, discounts: [dChosen] });
    const agreed = (await h.bookings.get({ id: item.id })).price;
    await h.basePrices.create({ unit, price_per_sq_m: 200000 });
    await h.discounts.update({ id: dChosen, valid_to: new Date(Date.now() + 1000).toISOString() });
    const now = await h.bookings.get({ id: item.id });
    expect(now.price).toEqual(agreed);
    expect(now.unit_data.base_price).toBe(5000000);
    expect((await h.pricing.quote({ unit })).total).toBe(9950000);
  });
});
