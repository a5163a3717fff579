/**
 * `*Conditions.createMany` (issue 24): one condition per unit, each a first version as `create`
 * writes it; all or nothing (unknown unit, already attached, missing comment, excluding defaults);
 * the limits (1..5000 units, each once); who may call.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoUserId, discountConditions, optionConditions, type Db } from '@app/db';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { cleanUnits, DEFAULT_RULE, head, uuid } from './pricing-fixtures';

const t = useTestDb();

async function discount(extra: { required_comment?: boolean; exclusions?: string[] } = {}) {
  const id = uuid();
  await (await head(t.db)).discounts.create({ id, description: `D ${id.slice(0, 4)}`, ...extra });
  return id;
}

/** The discount conditions (every version) on these units. */
const written = (db: Db, unitIds: string[]) =>
  db.select().from(discountConditions).where(inArray(discountConditions.unit, unitIds));

describe('discountConditions.createMany', () => {
  it('writes one condition per unit, a first version each, and answers their ids in the order of units', async () => {
    const h = await head(t.db);
    const ids = await cleanUnits(t.db, 3);
    const d = await discount();
    const res = await h.discountConditions.createMany({
      units: ids,
      discount: d,
      rules: DEFAULT_RULE,
      sum: 1000.5,
      percent: 0.05,
      reason_id: 'PROMO-24',
      comment: 'spring',
    });
    expect(res.item.count).toBe(3);
    expect(res.preview).toBeNull();
    expect(res.item.conditions.map((c) => c.unit)).toEqual(ids);
    const rows = await written(t.db, ids);
    expect(rows).toHaveLength(3);
    for (const c of res.item.conditions) {
      const row = rows.find((r) => r.id === c.id);
      expect(row).toMatchObject({
        unit: c.unit,
        discount: d,
        active: true,
        valid_to: null,
        deleted_at: null,
        used_by_default: true,
        rules: [{ rule: 'RULE_USED_BY_DEFAULT', value: true }],
        sum: '1000.50',
        percent: '0.05000000',
        sum_per_sq_m: null,
        reason_id: 'PROMO-24',
        comment: 'spring',
        changed_by: demoUserId('head'),
      });
      expect(row?.valid_from.getTime()).toBe(row?.created_at.getTime());
    }
    // Each is a condition like any other: it is updated as one (a second version).
    const first = res.item.conditions[0]?.id as string;
    await h.discountConditions.update({ id: first, sum: 1 });
    expect((await written(t.db, ids)).filter((r) => r.id === first)).toHaveLength(2);
  });

  it('options too, with the options table', async () => {
    const h = await head(t.db);
    const ids = await cleanUnits(t.db, 2);
    const o = uuid();
    await h.options.create({ id: o, type: 'OPTION_TYPE_FURNITURE', description: 'Kitchen' });
    const res = await h.optionConditions.createMany({ units: ids, option: o, sum: 250000 });
    expect(res.item.count).toBe(2);
    const rows = await t.db
      .select()
      .from(optionConditions)
      .where(inArray(optionConditions.unit, ids));
    expect(rows.map((r) => [r.unit, r.option, r.sum]).sort()).toEqual(
      ids.map((u) => [u, o, '250000.00']).sort(),
    );
  });

  it('one unknown unit refuses the whole call (404 naming it): nothing written', async () => {
    const h = await head(t.db);
    const ids = await cleanUnits(t.db, 3);
    const ghost = randomUUID();
    const e = await expectAppError(
      h.discountConditions.createMany({ units: [...ids, ghost], discount: await discount() }),
      'NOT_FOUND',
      'UNIT_NOT_FOUND',
    );
    expect(e.message).toContain(ghost);
    expect(await written(t.db, ids)).toEqual([]);
  });

  it('a unit that has the discount already refuses the whole call (409 naming it): nothing written', async () => {
    const h = await head(t.db);
    const ids = await cleanUnits(t.db, 3);
    const d = await discount();
    const taken = ids[1] as string;
    await h.discountConditions.create({ id: uuid(), unit: taken, discount: d, sum: 5 });
    const e = await expectAppError(
      h.discountConditions.createMany({ units: ids, discount: d, sum: 10 }),
      'CONFLICT',
      'CONDITION_ALREADY_ATTACHED',
    );
    expect(e.message).toContain(taken);
    expect((await written(t.db, ids)).map((r) => r.unit)).toEqual([taken]);
    // Another discount on the same units is fine.
    const other = await discount();
    expect(
      (await h.discountConditions.createMany({ units: ids, discount: other })).item.count,
    ).toBe(3);
  });

  it('a discount that needs a comment refuses a call without one (400 on comment): nothing written', async () => {
    const h = await head(t.db);
    const ids = await cleanUnits(t.db, 2);
    const d = await discount({ required_comment: true });
    const e = await expectAppError(
      h.discountConditions.createMany({ units: ids, discount: d, comment: '  ' }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(e.fieldErrors?.comment).toBeDefined();
    expect(await written(t.db, ids)).toEqual([]);
    await expectAppError(
      h.discountConditions.createMany({ units: ids, discount: uuid() }),
      'NOT_FOUND',
      'DISCOUNT_NOT_FOUND',
    );
  });

  it('two defaults that would exclude each other on one unit refuse the whole call (409): nothing written', async () => {
    const h = await head(t.db);
    const ids = await cleanUnits(t.db, 3);
    const a = await discount();
    const b = await discount({ exclusions: [a] });
    const clash = ids[2] as string;
    await h.discountConditions.create({
      id: uuid(),
      unit: clash,
      discount: a,
      rules: DEFAULT_RULE,
    });
    const e = await expectAppError(
      h.discountConditions.createMany({ units: ids, discount: b, rules: DEFAULT_RULE, sum: 1 }),
      'CONFLICT',
      'DEFAULT_EXCLUSION_CONFLICT',
    );
    expect(e.message).toContain(clash);
    expect((await written(t.db, ids)).map((r) => r.discount)).toEqual([a]);
    // Not by default, it is only offered: no conflict.
    const res = await h.discountConditions.createMany({ units: ids, discount: b, sum: 1 });
    expect(res.item.count).toBe(3);
  });

  it('takes 1..5000 units, each once: 0, 5001 and a repeat are 400s naming the field', async () => {
    const h = await head(t.db);
    const d = await discount();
    const [u] = await cleanUnits(t.db, 1);
    const bad = async (units: string[]) =>
      (
        await expectAppError(
          h.discountConditions.createMany({ units, discount: d }),
          'BAD_REQUEST',
          'VALIDATION_ERROR',
        )
      ).fieldErrors?.units?.join(' ');
    expect(await bad([])).toBeDefined();
    expect(await bad(Array.from({ length: 5001 }, () => randomUUID()))).toContain('5000');
    expect(await bad([u as string, u as string])).toContain(u as string);
    // 5000 passes the schema (they are unknown here: the units' 404).
    const e = await expectAppError(
      h.discountConditions.createMany({
        units: Array.from({ length: 5000 }, () => randomUUID()),
        discount: d,
      }),
      'NOT_FOUND',
      'UNIT_NOT_FOUND',
    );
    expect(e.message).toContain('(5000)');
    expect(await written(t.db, [u as string])).toEqual([]);
  });

  it('a realtor, a manager and a viewer are refused (403): nothing written', async () => {
    const ids = await cleanUnits(t.db, 2);
    const d = await discount();
    for (const who of ['realtor', 'manager', 'viewer'] as const) {
      const caller = await callerAs(t.db, who);
      await expectAppError(
        caller.discountConditions.createMany({ units: ids, discount: d, sum: 1 }),
        'FORBIDDEN',
      );
      await expectAppError(
        caller.discountConditions.createMany({ units: ids, discount: d, dry_run: true }),
        'FORBIDDEN',
      );
    }
    expect(await written(t.db, ids)).toEqual([]);
  });
});
