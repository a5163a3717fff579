/**
 * Two discounts (or options) that exclude each other may not both apply by default to one unit: the
 * write that would make it so is a 409 DEFAULT_EXCLUSION_CONFLICT naming both, nothing saved, so
 * the unit can always be quoted.
 */
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestDb } from '../../helpers';
import {
  byIds,
  byUnit,
  cleanUnit,
  DEFAULT_RULE,
  head,
  NOT_DEFAULT_RULE,
  uuid,
} from './pricing-fixtures';

const t = useTestDb();

async function scene() {
  const h = await head(t.db);
  const unit = await cleanUnit(t.db, '50.00');
  await h.basePrices.create({ unit, price_per_sq_m: 100000 });
  const discount = async (name: string, exclusions: string[] = []) => {
    const id = uuid();
    await h.discounts.create({ id, description: name, exclusions });
    return id;
  };
  return { h, unit, discount };
}

describe('default discounts that exclude each other are refused when saved', () => {
  it('a second default condition of an excluding discount: 409 naming both, not stored', async () => {
    const { h, unit, discount } = await scene();
    const a = await discount('Весна');
    const b = await discount('Семейная', [a]);
    await h.discountConditions.create({
      id: uuid(),
      unit,
      discount: a,
      percent: 0.05,
      rules: DEFAULT_RULE,
    });
    const e = await expectAppError(
      h.discountConditions.create({
        id: uuid(),
        unit,
        discount: b,
        sum: 1000,
        rules: DEFAULT_RULE,
      }),
      'CONFLICT',
      'DEFAULT_EXCLUSION_CONFLICT',
    );
    expect(e.message).toContain(a);
    expect(e.message).toContain(b);
    expect(e.message).toContain('Весна');
    expect((await h.discountConditions.list(byUnit(unit))).items).toHaveLength(1);
    expect((await h.pricing.quote({ unit })).total).toBe(4750000);

    // not by default, it may be added (and chosen alone later); made default, it is refused
    const c = uuid();
    await h.discountConditions.create({
      id: c,
      unit,
      discount: b,
      sum: 1000,
      rules: NOT_DEFAULT_RULE,
    });
    await expectAppError(
      h.discountConditions.update({ id: c, rules: DEFAULT_RULE }),
      'CONFLICT',
      'DEFAULT_EXCLUSION_CONFLICT',
    );
    const [cond] = (await h.discountConditions.list(byIds([c]))).items;
    expect(cond?.used_by_default).toBe(false);
    expect((await h.pricing.quote({ unit })).total).toBe(4750000);
  });

  it('an exclusion added between two defaults of one unit: 409, the exclusion not stored', async () => {
    const { h, unit, discount } = await scene();
    const a = await discount('Весна');
    const b = await discount('Осень');
    for (const d of [a, b])
      await h.discountConditions.create({
        id: uuid(),
        unit,
        discount: d,
        sum: 1000,
        rules: DEFAULT_RULE,
      });
    const e = await expectAppError(
      h.discounts.update({ id: b, exclusions: [a] }),
      'CONFLICT',
      'DEFAULT_EXCLUSION_CONFLICT',
    );
    expect(e.message).toContain(a);
    expect(e.message).toContain(b);
    const [row] = (await h.discounts.list(byIds([b]))).items;
    expect(row?.exclusions).toEqual([]);
    expect((await h.pricing.quote({ unit })).total).toBe(4998000);
    // elsewhere (no unit has both by default) the same exclusion is fine
    const c = await discount('Зима');
    await h.discounts.update({ id: c, exclusions: [a] });
  });

  it('options too: an option made default that excludes a default one is refused', async () => {
    const { h, unit } = await scene();
    const [x, y] = [uuid(), uuid()];
    await h.options.create({
      id: x,
      type: 'OPTION_TYPE_FACING',
      description: 'Отделка',
      used_by_default: true,
    });
    await h.options.create({
      id: y,
      type: 'OPTION_TYPE_FACING',
      description: 'White box',
      exclusions: [x],
    });
    await h.optionConditions.create({ id: uuid(), unit, option: x, sum: 100 });
    await h.optionConditions.create({ id: uuid(), unit, option: y, sum: 200 });
    await expectAppError(
      h.options.update({ id: y, used_by_default: true }),
      'CONFLICT',
      'DEFAULT_EXCLUSION_CONFLICT',
    );
    expect((await h.pricing.quote({ unit })).total).toBe(5000100);
  });
});
