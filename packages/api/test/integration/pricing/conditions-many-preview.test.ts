/**
 * The dry run of `*Conditions.createMany` (issue 24): the same checks, nothing written, and a
 * preview per unit (base price, default total, total with the new condition) equal to what
 * `pricing.quote` answers; units without a price or excluded told apart; summary and a page.
 */
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountConditions, optionConditions } from '@app/db';
import { expectAppError, useTestDb } from '../../helpers';
import { cleanUnits, DEFAULT_RULE, head, uuid } from './pricing-fixtures';

const t = useTestDb();

describe('createMany with dry_run: the preview', () => {
  it('prices every unit as pricing.quote does, writes nothing, and pages the rows', async () => {
    const h = await head(t.db);
    // areas 50.00: a discount of 3 % and 1 000 ₽ per unit
    const [plain, withDefault, excluded, unpriced] = (await cleanUnits(t.db, 4)) as [
      string,
      string,
      string,
      string,
    ];
    const priced = [plain, withDefault, excluded];
    for (const [i, unit] of priced.entries())
      await h.basePrices.create({ unit, price_per_sq_m: 100000 + i * 1000.33 });
    const base = uuid();
    await h.discounts.create({ id: base, description: 'Base promo' });
    const blocker = uuid();
    await h.discounts.create({ id: blocker, description: 'Blocker' });
    const d = uuid();
    await h.discounts.create({ id: d, description: 'New', exclusions: [blocker] });
    const o = uuid();
    await h.options.create({ id: o, type: 'OPTION_TYPE_FACING', description: 'Finish' });
    await h.discountConditions.create({
      id: uuid(),
      unit: withDefault,
      discount: base,
      rules: DEFAULT_RULE,
      sum: 777.77,
    });
    await h.optionConditions.create({
      id: uuid(),
      unit: withDefault,
      option: o,
      rules: DEFAULT_RULE,
      sum_per_sq_m: 300,
    });
    await h.discountConditions.create({
      id: uuid(),
      unit: excluded,
      discount: blocker,
      rules: DEFAULT_RULE,
      sum: 1,
    });
    const all = [...priced, unpriced];
    const before = await Promise.all(priced.map((unit) => h.pricing.quote({ unit })));

    const input = { units: all, discount: d, percent: 0.03, sum: 1000, dry_run: true };
    const dry = await h.discountConditions.createMany({ ...input, preview: { page: 1, limit: 2 } });
    expect(dry.item).toEqual({ count: 0, conditions: [] });
    const rows = await t.db
      .select()
      .from(discountConditions)
      .where(inArray(discountConditions.discount, [d]));
    expect(rows).toEqual([]);
    const preview = dry.preview;
    if (!preview) throw new Error('no preview');
    expect(preview.pagination).toEqual({ page: 1, limit: 2, page_count: 2, total_count: 4 });
    expect(preview.rows).toHaveLength(2);
    const page2 = await h.discountConditions.createMany({
      ...input,
      preview: { page: 2, limit: 2 },
    });
    const byUnit = new Map(
      [...preview.rows, ...(page2.preview?.rows ?? [])].map((r) => [r.unit, r]),
    );
    expect(byUnit.size).toBe(4);
    // by code
    const codes = [...preview.rows, ...(page2.preview?.rows ?? [])].map((r) => r.code);
    expect(codes).toEqual([...codes].sort());

    // Written for real, the quote choosing the new discount answers the preview's new total.
    await h.discountConditions.createMany({ units: all, discount: d, percent: 0.03, sum: 1000 });
    for (const [i, unit] of priced.entries()) {
      const row = byUnit.get(unit);
      expect(row?.base_price).toBe(before[i]?.base_price.amount);
      expect(row?.current_total).toBe(before[i]?.total);
      if (unit === excluded) {
        expect(row).toMatchObject({ status: 'EXCLUDED', new_total: null });
        await expectAppError(
          h.pricing.quote({ unit, discounts: [d] }),
          'BAD_REQUEST',
          'PRICING_EXCLUSION_CONFLICT',
        );
      } else {
        expect(row?.status).toBe('OK');
        expect(row?.new_total).toBe((await h.pricing.quote({ unit, discounts: [d] })).total);
      }
    }
    expect(byUnit.get(unpriced)).toMatchObject({
      status: 'NO_PRICE',
      base_price: null,
      current_total: null,
      new_total: null,
    });
    const ok = [plain, withDefault].map((u) => byUnit.get(u));
    const sum = (k: 'current_total' | 'new_total') =>
      Math.round(ok.reduce((s, r) => s + (r?.[k] ?? 0), 0) * 100) / 100;
    expect(preview.summary).toEqual({
      units: 4,
      priced: 2,
      no_price: 1,
      excluded: 1,
      out_of_period: 0,
      current_total: sum('current_total'),
      new_total: sum('new_total'),
      difference: Math.round((sum('new_total') - sum('current_total')) * 100) / 100,
    });
    expect(preview.summary.difference).toBeLessThan(0);
  });

  it('an option by default raises the default total; a dry run refuses what the write would', async () => {
    const h = await head(t.db);
    const [unit, taken] = (await cleanUnits(t.db, 2)) as [string, string];
    await h.basePrices.create({ unit, price_per_sq_m: 120000 });
    await h.basePrices.create({ unit: taken, price_per_sq_m: 120000 });
    const o = uuid();
    await h.options.create({
      id: o,
      type: 'OPTION_TYPE_OTHER',
      description: 'Parking',
      used_by_default: true,
    });
    const dry = await h.optionConditions.createMany({
      units: [unit],
      option: o,
      sum: 150000,
      dry_run: true,
    });
    expect(dry.preview?.rows[0]).toMatchObject({
      current_total: 6000000,
      new_total: 6150000,
      status: 'OK',
    });
    expect(dry.preview?.summary.difference).toBe(150000);
    await h.optionConditions.create({ id: uuid(), unit: taken, option: o, sum: 1 });
    await expectAppError(
      h.optionConditions.createMany({ units: [unit, taken], option: o, dry_run: true }),
      'CONFLICT',
      'CONDITION_ALREADY_ATTACHED',
    );
    const rows = await t.db
      .select()
      .from(optionConditions)
      .where(inArray(optionConditions.unit, [unit]));
    expect(rows).toEqual([]);
    // written, the default quote is the preview's new total
    await h.optionConditions.createMany({ units: [unit], option: o, sum: 150000 });
    expect((await h.pricing.quote({ unit })).total).toBe(6150000);

    expect(dry.preview).toMatchObject({ at_promotion_start: false });
  });

  it('a promotion that starts later is previewed as it will price then, and says so (issue 31)', async () => {
    const h = await head(t.db);
    const [unit] = (await cleanUnits(t.db, 1)) as [string];
    await h.basePrices.create({ unit, price_per_sq_m: 120000 });
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMilliseconds(0);
    // the base price in force at the start, scheduled the day before it
    await h.basePrices.create({
      unit,
      price_per_sq_m: 130000,
      valid_from: new Date(start.getTime() - 86_400_000).toISOString(),
    });
    const later = uuid();
    await h.discounts.create({ id: later, description: 'Later', valid_from: start.toISOString() });
    const soon = await h.discountConditions.createMany({
      units: [unit],
      discount: later,
      sum: 1000,
      percent: 0.02,
      dry_run: true,
    });
    // 50 m² × 130 000 = 6 500 000; − 1 000 − 2 % = 6 369 000
    expect(soon.preview).toMatchObject({
      priced_at: start.toISOString(),
      at_promotion_start: true,
      rows: [{ base_price: 6500000, current_total: 6500000, new_total: 6369000, status: 'OK' }],
      summary: { priced: 1, out_of_period: 0, difference: -131000 },
    });
    // Written, the quote on that day choosing it answers the preview's figure.
    await h.discountConditions.createMany({
      units: [unit],
      discount: later,
      sum: 1000,
      percent: 0.02,
    });
    const q = await h.pricing.quote({ unit, date: start.toISOString(), discounts: [later] });
    expect(q.total).toBe(6369000);
  });

  it('a promotion that is over: out of its period, priced now', async () => {
    const h = await head(t.db);
    const [unit] = (await cleanUnits(t.db, 1)) as [string];
    await h.basePrices.create({ unit, price_per_sq_m: 120000 });
    const over = uuid();
    const now = Date.now();
    await h.discounts.create({
      id: over,
      description: 'Over',
      valid_from: new Date(now - 30_000).toISOString(),
      valid_to: new Date(now - 10_000).toISOString(),
    });
    const dry = await h.discountConditions.createMany({
      units: [unit],
      discount: over,
      sum: 1000,
      dry_run: true,
    });
    expect(dry.preview).toMatchObject({
      at_promotion_start: false,
      rows: [{ current_total: 6000000, new_total: null, status: 'OUT_OF_PERIOD' }],
      summary: { out_of_period: 1, priced: 0 },
    });
  });
});
