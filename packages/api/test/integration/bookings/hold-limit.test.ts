import { describe, expect, it } from 'vitest';
import { getEnv } from '../../../src/env';
import { availableUnits, callerAs, expectAppError, useTestDb } from '../../helpers';

const t = useTestDb();
const unitsPool = (() => {
  let used = 0;
  return async () => {
    const [id] = await availableUnits(t.db, 1, used++);
    return id as string;
  };
})();
const DAY = 24 * 3600 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

describe('the longest hold a role may set (BOOKING_MAX_HOLD_WORKING_DAYS)', () => {
  it('is 30 working days by default', () => {
    expect(getEnv().BOOKING_MAX_HOLD_WORKING_DAYS).toBe(30);
  });

  it.each(['realtor', 'manager'] as const)(
    'refuses a %s an expiration a year away on create, naming expiration_date',
    async (who) => {
      const caller = await callerAs(t.db, who);
      const e = await expectAppError(
        caller.bookings.create({ unit: await unitsPool(), expiration_date: inDays(365) }),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
      expect(Object.keys(e.fieldErrors ?? {})).toEqual(['expiration_date']);
      expect(e.fieldErrors?.expiration_date?.[0]).toMatch(/30 working days/);
    },
  );

  it('accepts two weeks from a realtor and a year from a sales head', async () => {
    const realtor = await callerAs(t.db, 'realtor');
    await expect(
      realtor.bookings.create({ unit: await unitsPool(), expiration_date: inDays(14) }),
    ).resolves.toHaveProperty('item.id');
    const head = await callerAs(t.db, 'head');
    await expect(
      head.bookings.create({ unit: await unitsPool(), expiration_date: inDays(365) }),
    ).resolves.toHaveProperty('item.id');
  });

  it('applies to update too: a manager cannot extend to a year, a sales head can', async () => {
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.bookings.create({ unit: await unitsPool() });
    const e = await expectAppError(
      manager.bookings.update({ id: item.id, expiration_date: inDays(365) }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['expiration_date']);
    const head = await callerAs(t.db, 'head');
    await expect(
      head.bookings.update({ id: item.id, expiration_date: inDays(365) }),
    ).resolves.toHaveProperty('item.id');
  });

  it('refuses the year 9999 (the date range) before any hold rule', async () => {
    const realtor = await callerAs(t.db, 'realtor');
    const e = await expectAppError(
      realtor.bookings.create({ unit: await unitsPool(), expiration_date: '9999-12-31T00:00:00Z' }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['expiration_date']);
  });
});
