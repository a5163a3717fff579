/**
 * `optionConditions.*` ("Unit option condition"): the full Option in responses, client ids (409),
 * unknown references (404), the limits (400 with field errors), `used_by_default` by the rule or by
 * the option's own flag, roles.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { optionConditions } from '@app/db';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
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
const long = 'x'.repeat(256);
const now = () => new Date().toISOString();

async function option(used_by_default = false) {
  const id = uuid();
  await (
    await head(t.db)
  ).options.create({ description: 'test', id, type: 'OPTION_TYPE_FACING', used_by_default });
  return id;
}
describe('optionConditions', () => {
  it('create, list and validOn with the full Option; 409 for an existing id; 404 for unknown unit / option', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db);
    const o = await option();
    const id = uuid();
    expect(
      await h.optionConditions.create({
        id,
        unit,
        option: o,
        sum: 250000,
        rules: NOT_DEFAULT_RULE,
        reason_id: 'ACC-9',
      }),
    ).toEqual({ item: { id }, message: expect.any(String) });
    await expectAppError(
      h.optionConditions.create({ id, unit, option: o }),
      'CONFLICT',
      'CONDITION_EXISTS',
    );
    await expectAppError(
      h.optionConditions.create({ id: uuid(), unit: uuid(), option: o }),
      'NOT_FOUND',
      'UNIT_NOT_FOUND',
    );
    await expectAppError(
      h.optionConditions.create({ id: uuid(), unit, option: uuid() }),
      'NOT_FOUND',
      'OPTION_NOT_FOUND',
    );
    await expectAppError(
      h.optionConditions.update({ id: uuid(), sum: 1 }),
      'NOT_FOUND',
      'CONDITION_NOT_FOUND',
    );
    const realtor = await callerAs(t.db, 'realtor');
    const listed = await realtor.optionConditions.list(byUnit(unit));
    expect(listed.pagination.total_count).toBe(1);
    expect(listed.items[0]).toMatchObject({
      id,
      unit,
      sum: 250000,
      percent: null,
      sum_per_sq_m: null,
      reason_id: 'ACC-9',
      rules: [{ rule: 'RULE_USED_BY_DEFAULT', value: false }],
      option: {
        id: o,
        type: 'OPTION_TYPE_FACING',
        used_by_default: false,
        exclusions: [],
        excludedBy: [],
        active: true,
      },
    });
    const valid = await realtor.optionConditions.validOn({ filter: { date: now(), unit } });
    expect(Object.keys(valid)).toEqual(['items']);
    expect(valid.items.map((c) => c.id)).toEqual([id]);
  });

  it('keeps the limits (percent, reason_id, required option / unit)', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db);
    const o = await option();
    const cases: [unknown, string][] = [
      [{ id: uuid(), unit, option: o, percent: 1.5 }, 'percent'],
      [{ id: uuid(), unit, option: o, reason_id: long }, 'reason_id'],
      [{ id: uuid(), unit }, 'option'],
      [{ id: uuid(), option: o }, 'unit'],
    ];
    for (const [input, field] of cases) {
      // @ts-expect-error -- on purpose outside the input type: the schema must refuse it
      const e = await expectAppError(h.optionConditions.create(input), 'BAD_REQUEST');
      expect(Object.keys(e.fieldErrors ?? {}), JSON.stringify(input)).toEqual([field]);
    }
    expect(
      await t.db.select().from(optionConditions).where(eq(optionConditions.unit, unit)),
    ).toEqual([]);
  });

  it("used_by_default is true by the rule or by the option's own flag, in list and validOn", async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db);
    const [byRule, byOption, neither] = [await option(), await option(true), await option()];
    const [c1, c2, c3] = [uuid(), uuid(), uuid()];
    await h.optionConditions.create({ id: c1, unit, option: byRule, rules: DEFAULT_RULE });
    await h.optionConditions.create({ id: c2, unit, option: byOption, rules: NOT_DEFAULT_RULE });
    await h.optionConditions.create({ id: c3, unit, option: neither });
    const listed = async (used?: boolean) =>
      (await h.optionConditions.list(byUnit(unit, { used_by_default: used }))).items
        .map((c) => c.id)
        .sort();
    const valid = async (used?: boolean) =>
      (
        await h.optionConditions.validOn({ filter: { date: now(), unit, used_by_default: used } })
      ).items
        .map((c) => c.id)
        .sort();
    expect(await listed(true)).toEqual([c1, c2].sort());
    expect(await listed(false)).toEqual([c3]);
    expect(await listed()).toEqual([c1, c2, c3].sort());
    expect(await valid(true)).toEqual([c1, c2].sort());
    expect(await valid(false)).toEqual([c3]);
    expect(
      (
        await h.optionConditions.validOn({ filter: { date: now(), unit, options: [neither] } })
      ).items.map((c) => c.id),
    ).toEqual([c3]);
    // the option's flag turned on later counts at once
    await h.options.update({ id: neither, used_by_default: true });
    expect(await listed(true)).toEqual([c1, c2, c3].sort());
    expect(await listed(false)).toEqual([]);
  });

  it('only a sales head writes; every role reads', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db);
    const o = await option();
    const id = uuid();
    await h.optionConditions.create({ id, unit, option: o, sum: 10 });
    for (const who of ['manager', 'realtor', 'viewer'] as const) {
      const c = await callerAs(t.db, who);
      await expectAppError(c.optionConditions.create({ id: uuid(), unit, option: o }), 'FORBIDDEN');
      await expectAppError(c.optionConditions.update({ id, sum: 11 }), 'FORBIDDEN');
      expect((await c.optionConditions.list(byIds([id]))).items.map((x) => x.sum)).toEqual([10]);
      expect(
        (await c.optionConditions.validOn({ filter: { date: now(), unit } })).items,
      ).toHaveLength(1);
    }
    expect(
      await t.db.select().from(optionConditions).where(eq(optionConditions.unit, unit)),
    ).toHaveLength(1);
  });
});
