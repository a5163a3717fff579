/**
 * One current condition per unit and discount (option), kept by the database
 * (`<kind>_conditions_attached`, issue 31): create, createMany and update refuse a second with 409
 * CONDITION_ALREADY_ATTACHED, and racing writes leave exactly one.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountConditions, optionConditions } from '@app/db';
import { expectAppError, NEEDS_POSTGRES, onPostgres, useTestDb } from '../../helpers';
import { cleanUnits, head, uuid } from './pricing-fixtures';

const t = useTestDb();

async function discount() {
  const id = uuid();
  await (await head(t.db)).discounts.create({ id, description: `D ${id.slice(0, 4)}` });
  return id;
}

async function option() {
  const id = uuid();
  await (
    await head(t.db)
  ).options.create({ id, description: `O ${id.slice(0, 4)}`, type: 'OPTION_TYPE_OTHER' });
  return id;
}

const current = (unit: string, d: string) =>
  t.db
    .select()
    .from(discountConditions)
    .where(
      and(
        eq(discountConditions.unit, unit),
        eq(discountConditions.discount, d),
        isNull(discountConditions.valid_to),
        eq(discountConditions.active, true),
      ),
    );

describe('one condition per unit and item', () => {
  it('refuses a second create of the same discount or option on a unit with 409, nothing written', async () => {
    const h = await head(t.db);
    const [unit] = (await cleanUnits(t.db, 1)) as [string];
    const d = await discount();
    await h.discountConditions.create({ id: uuid(), unit, discount: d, sum: 5 });
    await expectAppError(
      h.discountConditions.create({ id: uuid(), unit, discount: d, sum: 7 }),
      'CONFLICT',
      'CONDITION_ALREADY_ATTACHED',
    );
    expect(await current(unit, d)).toHaveLength(1);

    const o = await option();
    await h.optionConditions.create({ id: uuid(), unit, option: o, sum: 5 });
    await expectAppError(
      h.optionConditions.create({ id: uuid(), unit, option: o, sum: 5 }),
      'CONFLICT',
      'CONDITION_ALREADY_ATTACHED',
    );
    const options = await t.db
      .select()
      .from(optionConditions)
      .where(and(eq(optionConditions.unit, unit), isNull(optionConditions.valid_to)));
    expect(options).toHaveLength(1);
  });

  it('lets a deactivated one be attached again, and refuses reactivating a second', async () => {
    const h = await head(t.db);
    const [unit] = (await cleanUnits(t.db, 1)) as [string];
    const d = await discount();
    const first = uuid();
    await h.discountConditions.create({ id: first, unit, discount: d, sum: 5 });
    await h.discountConditions.update({ id: first, active: false });
    await h.discountConditions.create({ id: uuid(), unit, discount: d, sum: 6 });
    await expectAppError(
      h.discountConditions.update({ id: first, active: true }),
      'CONFLICT',
      'CONDITION_ALREADY_ATTACHED',
    );
    expect(await current(unit, d)).toHaveLength(1);
  });
});

describe.runIf(onPostgres)(`racing attachments (${NEEDS_POSTGRES})`, () => {
  it('2 creates and 2 createManys at once leave one current condition; the others 409', async () => {
    const h = await head(t.db);
    for (let round = 0; round < 3; round++) {
      const [unit, other] = (await cleanUnits(t.db, 2)) as [string, string];
      const d = await discount();
      const results = await Promise.allSettled([
        h.discountConditions.create({ id: uuid(), unit, discount: d, sum: 5 }),
        h.discountConditions.create({ id: uuid(), unit, discount: d, sum: 5 }),
        h.discountConditions.createMany({ units: [unit, other], discount: d, sum: 5 }),
        h.discountConditions.createMany({ units: [other, unit], discount: d, sum: 5 }),
      ]);
      expect(await current(unit, d)).toHaveLength(1);
      expect((await current(other, d)).length).toBeLessThanOrEqual(1);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused).toHaveLength(3);
      for (const r of refused)
        expect((r as PromiseRejectedResult).reason).toMatchObject({
          appCode: 'CONDITION_ALREADY_ATTACHED',
        });
    }
  });
});
