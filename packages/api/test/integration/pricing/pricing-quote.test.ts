/**
 * `pricing.quote`: base price fixed or per sq m × area; default conditions applied, chosen ones
 * added; each line rounded half up to kopecks, totals the sums of lines; an unavailable choice or
 * an excluded pair is a 400, no price is a 409.
 */
import { describe, expect, it } from 'vitest';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { cleanUnit, DEFAULT_RULE, head, uuid } from './pricing-fixtures';

const t = useTestDb();

async function catalog() {
  const h = await head(t.db);
  const discount = async (exclusions: string[] = []) => {
    const id = uuid();
    await h.discounts.create({ id, description: `discount ${id.slice(0, 6)}`, exclusions });
    return id;
  };
  const option = async (extra: { used_by_default?: boolean; exclusions?: string[] } = {}) => {
    const id = uuid();
    await h.options.create({ id, type: 'OPTION_TYPE_OTHER', description: 'opt', ...extra });
    return id;
  };
  return { h, discount, option };
}

describe('pricing.quote', () => {
  it('per sq m × area, exact, and a fixed price when there is one', async () => {
    const { h } = await catalog();
    const unit = await cleanUnit(t.db, '45.67');
    await h.basePrices.create({ unit, price_per_sq_m: 123456.78 });
    const viewer = await callerAs(t.db, 'viewer');
    const q = await viewer.pricing.quote({ unit });
    // 123456.78 × 45.67 = 5638271.1426
    expect(q).toMatchObject({
      unit,
      area: 45.67,
      base_price: { price_per_sq_m: 123456.78, fixed_price: null, amount: 5638271.14 },
      lines: [],
      discounts_total: 0,
      options_total: 0,
      total: 5638271.14,
      available: { discounts: [], options: [] },
    });
    expect(typeof q.currency).toBe('string');
    expect(Date.parse(q.date)).toBeGreaterThan(Date.now() - 60_000);
    await h.basePrices.create({ unit, price_per_sq_m: 123456.78, fixed_price: 4999999.99 });
    expect((await viewer.pricing.quote({ unit })).total).toBe(4999999.99);
  });

  it('applies default conditions, adds chosen ones, leaves the rest available; options add, discounts subtract', async () => {
    const { h, discount, option } = await catalog();
    const unit = await cleanUnit(t.db, '50.00');
    await h.basePrices.create({ unit, price_per_sq_m: 100000 }); // 5 000 000
    const [dDefault, dChosen, dLeft] = [await discount(), await discount(), await discount()];
    const [oDefault, oByOption, oChosen] = [
      await option(),
      await option({ used_by_default: true }),
      await option(),
    ];
    const c = {
      dDefault: uuid(),
      dChosen: uuid(),
      dLeft: uuid(),
      oDefault: uuid(),
      oByOption: uuid(),
      oChosen: uuid(),
    };
    await h.discountConditions.create({
      id: c.dDefault,
      unit,
      discount: dDefault,
      sum: 50000,
      rules: DEFAULT_RULE,
    });
    await h.discountConditions.create({ id: c.dChosen, unit, discount: dChosen, percent: 0.03 }); // 150 000
    await h.discountConditions.create({ id: c.dLeft, unit, discount: dLeft, sum: 999999 });
    await h.optionConditions.create({
      id: c.oDefault,
      unit,
      option: oDefault,
      sum_per_sq_m: 500,
      rules: DEFAULT_RULE,
    }); // 25 000
    await h.optionConditions.create({ id: c.oByOption, unit, option: oByOption, sum: 70000 });
    await h.optionConditions.create({
      id: c.oChosen,
      unit,
      option: oChosen,
      sum: 1000,
      percent: 0.01,
      sum_per_sq_m: 10,
    }); // 1000+50000+500

    const realtor = await callerAs(t.db, 'realtor');
    const plain = await realtor.pricing.quote({ unit });
    expect(plain.lines.map((l) => l.condition).sort()).toEqual(
      [c.dDefault, c.oDefault, c.oByOption].sort(),
    );
    expect(plain.total).toBe(5000000 - 50000 + 25000 + 70000);
    expect(plain.available.discounts.sort()).toEqual([dChosen, dLeft].sort());
    expect(plain.available.options).toEqual([oChosen]);

    const q = await realtor.pricing.quote({ unit, discounts: [dChosen], options: [oChosen] });
    const line = (id: string) => q.lines.find((l) => l.condition === id);
    expect(line(c.dChosen)).toMatchObject({
      kind: 'discount',
      ref: dChosen,
      amount: 150000,
      signed: -150000,
      chosen: true,
    });
    expect(line(c.dDefault)).toMatchObject({ amount: 50000, signed: -50000, chosen: false });
    expect(line(c.oChosen)).toMatchObject({
      kind: 'option',
      ref: oChosen,
      amount: 51500,
      signed: 51500,
      chosen: true,
    });
    expect(line(c.oDefault)).toMatchObject({ amount: 25000, signed: 25000 });
    expect(line(c.dLeft)).toBeUndefined();
    expect(q).toMatchObject({
      discounts_total: 200000,
      options_total: 146500,
      total: 5000000 - 200000 + 146500,
      available: { discounts: [dLeft], options: [] },
    });
    // a deactivated condition is no longer applied
    await h.discountConditions.update({ id: c.dDefault, active: false });
    expect((await realtor.pricing.quote({ unit })).discounts_total).toBe(0);
    // a deactivated option applies nowhere, whatever its conditions say
    const before = (await realtor.pricing.quote({ unit })).options_total;
    await h.options.update({ id: oByOption, active: false });
    const after = await realtor.pricing.quote({ unit });
    expect(after.lines.map((l) => l.ref)).not.toContain(oByOption);
    expect(after.options_total).toBeLessThan(before);
  });

  it('a chosen discount or option the unit does not have is 400 PRICING_NOT_AVAILABLE', async () => {
    const { h, discount, option } = await catalog();
    const [unit, elsewhere] = [await cleanUnit(t.db), await cleanUnit(t.db)];
    await h.basePrices.create({ unit, price_per_sq_m: 1000 });
    const d = await discount();
    const o = await option();
    await h.discountConditions.create({ id: uuid(), unit: elsewhere, discount: d, sum: 1 });
    const e = await expectAppError(
      h.pricing.quote({ unit, discounts: [d] }),
      'BAD_REQUEST',
      'PRICING_NOT_AVAILABLE',
    );
    expect(JSON.stringify(e)).toContain(d);
    await expectAppError(
      h.pricing.quote({ unit, options: [o] }),
      'BAD_REQUEST',
      'PRICING_NOT_AVAILABLE',
    );
    await expectAppError(
      h.pricing.quote({ unit, discounts: [uuid()] }),
      'BAD_REQUEST',
      'PRICING_NOT_AVAILABLE',
    );
    // deactivated on the unit: not available either
    const id = uuid();
    await h.discountConditions.create({ id, unit, discount: d, sum: 1 });
    await h.pricing.quote({ unit, discounts: [d] });
    await h.discountConditions.update({ id, active: false });
    await expectAppError(
      h.pricing.quote({ unit, discounts: [d] }),
      'BAD_REQUEST',
      'PRICING_NOT_AVAILABLE',
    );
  });

  it('an excluded pair, in either direction and default or chosen, is 400 PRICING_EXCLUSION_CONFLICT naming both', async () => {
    const { h, discount, option } = await catalog();
    const unit = await cleanUnit(t.db);
    await h.basePrices.create({ unit, price_per_sq_m: 1000 });
    const a = await discount();
    const b = await discount([a]); // b excludes a
    const c = await discount();
    await h.discountConditions.create({ id: uuid(), unit, discount: a, sum: 1 });
    await h.discountConditions.create({ id: uuid(), unit, discount: b, sum: 2 });
    await h.discountConditions.create({ id: uuid(), unit, discount: c, sum: 3 });
    for (const chosen of [
      [a, b],
      [b, a],
    ]) {
      const e = await expectAppError(
        h.pricing.quote({ unit, discounts: chosen }),
        'BAD_REQUEST',
        'PRICING_EXCLUSION_CONFLICT',
      );
      expect(e.message).toContain(a);
      expect(e.message).toContain(b);
    }
    // the pair is fine with a third one that excludes nobody
    expect((await h.pricing.quote({ unit, discounts: [a, c] })).discounts_total).toBe(4);
    expect((await h.pricing.quote({ unit, discounts: [b, c] })).discounts_total).toBe(5);
    // a default condition conflicts with a chosen one (the excluded side is the default)
    const unit2 = await cleanUnit(t.db);
    await h.basePrices.create({ unit: unit2, price_per_sq_m: 1000 });
    await h.discountConditions.create({
      id: uuid(),
      unit: unit2,
      discount: a,
      sum: 1,
      rules: DEFAULT_RULE,
    });
    await h.discountConditions.create({ id: uuid(), unit: unit2, discount: b, sum: 2 });
    const e = await expectAppError(
      h.pricing.quote({ unit: unit2, discounts: [b] }),
      'BAD_REQUEST',
      'PRICING_EXCLUSION_CONFLICT',
    );
    expect(e.message).toContain(a);
    expect(e.message).toContain(b);
    // options too
    const o1 = await option();
    const o2 = await option({ exclusions: [o1] });
    await h.optionConditions.create({ id: uuid(), unit, option: o1, sum: 1 });
    await h.optionConditions.create({ id: uuid(), unit, option: o2, sum: 1 });
    const eo = await expectAppError(
      h.pricing.quote({ unit, options: [o1, o2] }),
      'BAD_REQUEST',
      'PRICING_EXCLUSION_CONFLICT',
    );
    expect(eo.message).toContain(o1);
    expect(eo.message).toContain(o2);
  });

  it('money is exact decimal: 0.10 + 0.20 is 0.30, and each line is rounded on its own', async () => {
    const { h, discount, option } = await catalog();
    const unit = await cleanUnit(t.db, '1.00');
    await h.basePrices.create({ unit, price_per_sq_m: 0, fixed_price: 0.1 });
    const o = await option();
    await h.optionConditions.create({ id: uuid(), unit, option: o, sum: 0.2, rules: DEFAULT_RULE });
    const q = await h.pricing.quote({ unit });
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(q.total).toBe(0.3);
    expect(q.options_total).toBe(0.2);

    // two discounts of half a kopeck each: each line is 0.01, the total is the sum of the lines
    const unit2 = await cleanUnit(t.db, '1.00');
    await h.basePrices.create({ unit: unit2, price_per_sq_m: 0, fixed_price: 100 });
    for (let i = 0; i < 2; i++)
      await h.discountConditions.create({
        id: uuid(),
        unit: unit2,
        discount: await discount(),
        percent: 0.00005,
        rules: DEFAULT_RULE,
      });
    const r = await h.pricing.quote({ unit: unit2 });
    expect(r.lines.map((l) => l.amount)).toEqual([0.01, 0.01]);
    expect(r.discounts_total).toBe(0.02);
    expect(r.total).toBe(99.98);

    // three tenths per sq m on an odd area, exact
    const unit3 = await cleanUnit(t.db, '33.33');
    await h.basePrices.create({ unit: unit3, price_per_sq_m: 0.3 });
    expect((await h.pricing.quote({ unit: unit3 })).total).toBe(10); // 9.999 → 10.00
  });

  it('discounts larger than the price give a total of 0, never negative', async () => {
    const { h, discount } = await catalog();
    const unit = await cleanUnit(t.db);
    await h.basePrices.create({ unit, price_per_sq_m: 0, fixed_price: 1000 });
    await h.discountConditions.create({
      id: uuid(),
      unit,
      discount: await discount(),
      sum: 5000,
      rules: DEFAULT_RULE,
    });
    const q = await h.pricing.quote({ unit });
    expect(q).toMatchObject({ discounts_total: 5000, total: 0 });
  });

  it('no base price is 409 UNIT_HAS_NO_PRICE; an unknown unit 404; a bad date 400', async () => {
    const { h } = await catalog();
    const unit = await cleanUnit(t.db);
    await expectAppError(h.pricing.quote({ unit }), 'CONFLICT', 'UNIT_HAS_NO_PRICE');
    await expectAppError(h.pricing.quote({ unit: uuid() }), 'NOT_FOUND', 'UNIT_NOT_FOUND');
    const e = await expectAppError(h.pricing.quote({ unit, date: 'yesterday' }), 'BAD_REQUEST');
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['date']);
  });
});
