/**
 * Discounts' and options' promotion periods (`valid_from` / `valid_to`): outside `[from, to)` they
 * are not valid, not applied by default and a 400 when chosen (boundaries at ±1 ms); lists still
 * show them; `valid_to` must follow `valid_from`; the period is versioned.
 */
import { describe, expect, it } from 'vitest';
import { createCatalogItem, updateCatalogItem } from '../../../src/services/pricing/catalog';
import { conditionsValidOn } from '../../../src/services/pricing/conditions/read';
import { createCondition } from '../../../src/services/pricing/conditions/write';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { byIds, cleanUnit, DEFAULT_RULE, head, headUser, uuid } from './pricing-fixtures';

const t = useTestDb();
const DAY = 86_400_000;
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);
const ahead = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 1000) * 1000);

describe('promotion periods', () => {
  it('a discount applies in [valid_from, valid_to): validOn, the default lines and a chosen one at −1 ms, exactly and +1 ms of each bound', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '50.00');
    await h.basePrices.create({ unit, price_per_sq_m: 100000 }); // 5 000 000
    const from = ahead(2);
    const to = ahead(9);
    const chosen = uuid();
    const byDefault = uuid();
    await h.discounts.create({
      id: chosen,
      description: 'Spring',
      valid_from: from.toISOString(),
      valid_to: to.toISOString(),
    });
    await h.discounts.create({
      id: byDefault,
      description: 'Launch',
      valid_from: from.toISOString(),
    });
    const dc = uuid();
    await h.discountConditions.create({ id: dc, unit, discount: chosen, sum: 100000 });
    await h.discountConditions.create({
      id: uuid(),
      unit,
      discount: byDefault,
      sum: 50000,
      rules: DEFAULT_RULE,
    });

    const viewer = await callerAs(t.db, 'viewer');
    const validOn = async (d: Date) =>
      (await viewer.discountConditions.validOn({ filter: { date: d.toISOString(), unit } })).items
        .map((c) => c.discount?.id)
        .sort();
    const quote = (d: Date, discounts: string[] = []) =>
      viewer.pricing.quote({ unit, date: d.toISOString(), discounts });
    const both = [chosen, byDefault].sort();

    // before it starts
    expect(await validOn(ms(from, -1))).toEqual([]);
    expect((await quote(ms(from, -1))).total).toBe(5000000);
    const e = await expectAppError(
      quote(ms(from, -1), [chosen]),
      'BAD_REQUEST',
      'PRICING_NOT_VALID_ON_DATE',
    );
    expect(e.fieldErrors?.discounts?.[0]).toContain(chosen);
    // from its first instant
    for (const d of [from, ms(from, 1), ms(to, -1)]) {
      expect(await validOn(d)).toEqual(both);
      expect((await quote(d)).total).toBe(4950000); // the default one only
      expect((await quote(d, [chosen])).total).toBe(4850000);
    }
    // over at valid_to (exclusive); the open-ended one runs on
    for (const d of [to, ms(to, 1)]) {
      expect(await validOn(d)).toEqual([byDefault]);
      expect((await quote(d)).total).toBe(4950000);
      await expectAppError(quote(d, [chosen]), 'BAD_REQUEST', 'PRICING_NOT_VALID_ON_DATE');
    }
    // A discount the unit has no condition for stays PRICING_NOT_AVAILABLE.
    await expectAppError(quote(from, [uuid()]), 'BAD_REQUEST', 'PRICING_NOT_AVAILABLE');
    // The lists show them whatever the date, with their period.
    const listed = await h.discounts.list(byIds([chosen, byDefault]));
    expect(listed.items.find((d) => d.id === chosen)).toMatchObject({
      valid_from: from.toISOString(),
      valid_to: to.toISOString(),
    });
    expect(listed.items.find((d) => d.id === byDefault)).toMatchObject({
      valid_from: from.toISOString(),
      valid_to: null,
    });
    // The condition list carries the discount with its period.
    const conditions = await h.discountConditions.list(byIds([dc]));
    expect(conditions.items[0]?.discount).toMatchObject({ valid_to: to.toISOString() });
  });

  it('an option too: out of its period it is not available, chosen it is 400; in it, it adds', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '50.00');
    await h.basePrices.create({ unit, price_per_sq_m: 100000 });
    const to = ahead(1);
    const o = uuid();
    await h.options.create({
      id: o,
      type: 'OPTION_TYPE_FURNITURE',
      description: 'Kitchen',
      valid_to: to.toISOString(),
    });
    await h.optionConditions.create({ id: uuid(), unit, option: o, sum: 300000 });
    const viewer = await callerAs(t.db, 'viewer');
    const q = (d: Date) => viewer.pricing.quote({ unit, date: d.toISOString(), options: [o] });
    expect((await q(ms(to, -1))).total).toBe(5300000);
    await expectAppError(q(to), 'BAD_REQUEST', 'PRICING_NOT_VALID_ON_DATE');
    const standing = await viewer.optionConditions.validOn({
      filter: { date: to.toISOString(), unit },
    });
    expect(standing.items).toEqual([]);
    expect(
      (await viewer.pricing.quote({ unit, date: to.toISOString() })).available.options,
    ).toEqual([]);
  });

  it('valid_to must follow valid_from: 400 naming the field on create, and on update against the stored bound', async () => {
    const h = await head(t.db);
    const at = ahead(3).toISOString();
    const id = uuid();
    const same = await expectAppError(
      h.discounts.create({ id, description: 'X', valid_from: at, valid_to: at }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(same.fieldErrors).toEqual({ valid_to: ['Must be after valid_from'] });
    await expectAppError(
      h.options.create({
        id,
        type: 'OPTION_TYPE_OTHER',
        description: 'X',
        valid_from: at,
        valid_to: ahead(1).toISOString(),
      }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    await h.discounts.create({ id, description: 'X', valid_from: at });
    const early = await expectAppError(
      h.discounts.update({ id, valid_to: ahead(1).toISOString() }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(early.fieldErrors).toEqual({ valid_to: ['Must be after valid_from'] });
    const end = ahead(4).toISOString();
    await h.discounts.update({ id, valid_to: end });
    const late = await expectAppError(
      h.discounts.update({ id, valid_from: ahead(5).toISOString() }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(late.fieldErrors).toEqual({ valid_from: ['Must be before valid_to'] });
    // null clears a bound
    await h.discounts.update({ id, valid_from: null });
    const [d] = (await h.discounts.list(byIds([id]))).items;
    expect(d).toMatchObject({ valid_from: null, valid_to: end });
  });

  it('the period is versioned: a past date reads it as it stood then (validOn and the "as of" list)', async () => {
    const actor = await headUser(t.db);
    const unit = await cleanUnit(t.db, '50.00');
    const d = uuid();
    const created = new Date('2024-01-01T00:00:00Z');
    // Created running with no end; in March the period was set to end on 1 June 2024.
    await createCatalogItem(
      t.db,
      'discount',
      actor,
      { id: d, description: 'V', exclusions: [], required_comment: false },
      created,
    );
    await createCondition(
      t.db,
      'discount',
      actor,
      { id: uuid(), unit, discount: d, sum: 1 },
      ms(created, 1000),
    );
    const march = new Date('2024-03-01T00:00:00Z');
    const june = new Date('2024-06-01T00:00:00Z');
    await updateCatalogItem(t.db, 'discount', actor, { id: d, valid_to: june }, march);
    const on = async (date: Date) =>
      (await conditionsValidOn(t.db, 'discount', { date, unit })).items.map(
        (c) => c.discount?.valid_to,
      );
    // In February it had no end (as it stood then); in April it ended in June; in July it was over.
    expect(await on(new Date('2024-02-01T00:00:00Z'))).toEqual([null]);
    expect(await on(new Date('2024-04-01T00:00:00Z'))).toEqual([june.toISOString()]);
    expect(await on(ms(june, -1))).toEqual([june.toISOString()]);
    expect(await on(june)).toEqual([]);
    const h = await head(t.db);
    const asOf = async (date: Date) =>
      (await h.discounts.list(byIds([d], { date: date.toISOString() }))).items[0]?.valid_to;
    expect(await asOf(new Date('2024-02-01T00:00:00Z'))).toBeNull();
    expect(await asOf(new Date('2024-04-01T00:00:00Z'))).toBe(june.toISOString());
  });

  it('two defaults that exclude each other are refused when their periods overlap (one not started counts), allowed when they do not', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '50.00');
    const a = uuid();
    await h.discounts.create({ id: a, description: 'Ends soon', valid_to: ahead(2).toISOString() });
    await h.discountConditions.create({
      id: uuid(),
      unit,
      discount: a,
      sum: 1,
      rules: DEFAULT_RULE,
    });
    const after = uuid();
    await h.discounts.create({
      id: after,
      description: 'Starts later',
      exclusions: [a],
      valid_from: ahead(2).toISOString(),
    });
    await h.discountConditions.create({
      id: uuid(),
      unit,
      discount: after,
      sum: 2,
      rules: DEFAULT_RULE,
    });
    const overlapping = uuid();
    await h.discounts.create({
      id: overlapping,
      description: 'Starts tomorrow',
      exclusions: [a],
      valid_from: ahead(1).toISOString(),
    });
    await expectAppError(
      h.discountConditions.create({
        id: uuid(),
        unit,
        discount: overlapping,
        sum: 3,
        rules: DEFAULT_RULE,
      }),
      'CONFLICT',
      'DEFAULT_EXCLUSION_CONFLICT',
    );
    // Moving the later one's start into the first one's period is refused the same way.
    await expectAppError(
      h.discounts.update({ id: after, valid_from: ahead(1).toISOString() }),
      'CONFLICT',
      'DEFAULT_EXCLUSION_CONFLICT',
    );
  });
});
