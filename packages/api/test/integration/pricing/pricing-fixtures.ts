/**
 * Shared set-up of the pricing tests: units with a known area and no pricing at all (whatever the
 * seed gives them), the sales head's caller, list inputs.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  basePrices,
  demoUserId,
  discountConditions,
  optionConditions,
  units,
  type Db,
} from '@app/db';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import type { AuthUser } from '../../../src/services/auth';
import { availableUnits, callerAs } from '../../helpers';

export const uuid = () => randomUUID();

/**
 * The process's clock under the test's control. Conditions, discounts and options stamp their
 * versions with the process clock (`new Date()`, passed down as `now`), so a test moves it forward
 * instead of sleeping: an instant between two calls is exact and costs no time. Only `Date` is
 * faked (timers and I/O stay real) and it keeps running between the jumps. Base prices are stamped
 * by the database's clock: tests of those set `created_at` themselves.
 */
export function useProcessClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // The faked clock runs on a timer, which falls behind on a busy host: a jump starts from the
  // later of it and the real clock, so it never reads earlier than the database's clock.
  const advance = (ms = 10) => vi.setSystemTime(Math.max(Date.now(), vi.getRealSystemTime()) + ms);
  return {
    /** Moves the clock `ms` forward (and at least to the real time). */
    advance,
    /** An instant strictly between what ran before and what runs after. */
    instant: () => {
      advance();
      const at = new Date();
      advance();
      return at;
    },
  };
}

let taken = 0;
/**
 * `n` available units no other test of the file uses, stripped of any seeded price and condition,
 * with the given area (exact, so the expected amounts can be written down).
 */
export async function cleanUnits(db: Db, n: number, area = '50.00'): Promise<string[]> {
  const ids = await availableUnits(db, n, taken);
  taken += n;
  await db.delete(discountConditions).where(inArray(discountConditions.unit, ids));
  await db.delete(optionConditions).where(inArray(optionConditions.unit, ids));
  await db.delete(basePrices).where(inArray(basePrices.unit, ids));
  await db.update(units).set({ area }).where(inArray(units.id, ids));
  return ids;
}
export const cleanUnit = async (db: Db, area = '50.00') =>
  (await cleanUnits(db, 1, area))[0] as string;

export const head = (db: Db) => callerAs(db, 'head');

export async function headUser(db: Db): Promise<AuthUser> {
  const user = await loadAuthUser(db, demoUserId('head'));
  if (!user) throw new Error('no head');
  return user;
}

export const pagination = { page: 1, limit: 100, order_by: 'id', direction: 'asc' as const };
export const byIds = (ids: string[], extra: Record<string, unknown> = {}) => ({
  filter: { filters: [{ property: 'id', operator: 'IN' as const, value: ids }], ...extra },
  pagination,
});
export const byUnit = (unit: string, extra: Record<string, unknown> = {}) => ({
  filter: { filters: [{ property: 'unit', operator: 'IN' as const, value: [unit] }], ...extra },
  pagination,
});

export const DEFAULT_RULE = [{ rule: 'RULE_USED_BY_DEFAULT', value: 'true' as const }];
export const NOT_DEFAULT_RULE = [{ rule: 'RULE_USED_BY_DEFAULT', value: 'false' as const }];

/** The base-price rows of a unit, oldest first. */
export const pricesOf = (db: Db, unit: string) =>
  db.select().from(basePrices).where(eq(basePrices.unit, unit)).orderBy(basePrices.created_at);
