/**
 * Idempotent mutations (docs/api.md#idempotency) as the tRPC and REST routes call them: a repeat
 * answered from the record, another request under the key 422, keys per caller, 24-hour records, a
 * malformed key 400, queries ignore it, what a failed first call leaves.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookings, idempotencyKeys, units } from '@app/db';
import type { IdempotencyRequest } from '../../../src/context';
import { openAnswer } from '../../../src/services/idempotency/seal';
import {
  availableUnits,
  callerAs,
  expectAppError,
  PAGE,
  useTestDb,
  type DemoKey,
} from '../../helpers';

const t = useTestDb();
let used = 0;
const nextUnit = async () => (await availableUnits(t.db, 1, used++))[0] as string;

/** A caller whose requests carry `Idempotency-Key: key`; `request` shows what the middleware set. */
async function withKey(who: DemoKey, key: string | null) {
  const request: IdempotencyRequest = { key, calls: 1, replayed: false };
  return { caller: await callerAs(t.db, who, { idempotency: request }), request };
}

const bookingsOf = async (unit: string) =>
  (await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.unit, unit))).length;

const recordOf = async (key: string) =>
  (await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

afterEach(() => {
  vi.useRealTimers();
});

describe('Idempotency-Key on a mutation', () => {
  it('answers a repeat with the first answer and does the work once', async () => {
    const unit = await nextUnit();
    const key = randomUUID();
    const first = await withKey('manager', key);
    const created = await first.caller.bookings.create({ unit, comment: 'первый' });
    expect(first.request.replayed).toBe(false);

    const again = await withKey('manager', key);
    // The same body with its members in another order is the same request.
    const repeated = await again.caller.bookings.create({ comment: 'первый', unit });
    expect(repeated).toEqual(created);
    expect(again.request.replayed).toBe(true);
    expect(await bookingsOf(unit)).toBe(1);
    const record = await recordOf(key);
    expect(record?.state).toBe('done');
    // Stored sealed (an answer may carry a secret shown once): nothing of it readable in the row.
    expect(JSON.stringify(record?.answer)).not.toContain(created.item.id);
    expect(openAnswer(record?.answer)).toEqual({ ok: true, data: created });
  });

  it('tells a repeat whose stored answer cannot be opened (AUTH_SECRET changed) that it is lost', async () => {
    const unit = await nextUnit();
    const key = randomUUID();
    await (await withKey('manager', key)).caller.bookings.create({ unit });
    await t.db
      .update(idempotencyKeys)
      .set({ answer: { sealed: 'v1.AAAA.AAAA.AAAA' } })
      .where(eq(idempotencyKeys.key, key));
    await expectAppError(
      (await withKey('manager', key)).caller.bookings.create({ unit }),
      'CONFLICT',
      'IDEMPOTENCY_ANSWER_LOST',
    );
    expect(await bookingsOf(unit)).toBe(1);
  });

  it('refuses the key with another body, or on another procedure, 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const [unit, other] = [await nextUnit(), await nextUnit()];
    const key = randomUUID();
    const { caller } = await withKey('manager', key);
    await caller.bookings.create({ unit });
    const reused = await expectAppError(
      caller.bookings.create({ unit: other }),
      'UNPROCESSABLE_CONTENT',
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(reused).toMatchObject({ httpStatus: 422 });
    await expectAppError(
      caller.bookings.create({ unit, comment: 'x' }),
      'UNPROCESSABLE_CONTENT',
      'IDEMPOTENCY_KEY_REUSED',
    );
    await expectAppError(
      caller.users.updateMe({ first_name: 'Игорь' }),
      'UNPROCESSABLE_CONTENT',
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await bookingsOf(other)).toBe(0);
  });

  it('keeps keys per caller: two callers with one key are two requests', async () => {
    const [a, b] = [await nextUnit(), await nextUnit()];
    const key = randomUUID();
    const manager = await (await withKey('manager', key)).caller.bookings.create({ unit: a });
    const head = await (await withKey('head', key)).caller.bookings.create({ unit: b });
    expect(head.item.id).not.toBe(manager.item.id);
    expect([await bookingsOf(a), await bookingsOf(b)]).toEqual([1, 1]);
  });

  it('does the work again once the 24 hours have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const unit = await nextUnit();
    const key = randomUUID();
    const created = await (await withKey('manager', key)).caller.bookings.create({ unit });
    vi.setSystemTime(Date.now() + 23 * 3600_000);
    const within = await withKey('manager', key);
    expect(await within.caller.bookings.create({ unit })).toEqual(created);
    expect(within.request.replayed).toBe(true);

    vi.setSystemTime(Date.now() + 3600_000 + 1000);
    // Past the window the key is new: the booking is tried again (and the unit is taken now).
    const after = await withKey('manager', key);
    await expectAppError(after.caller.bookings.create({ unit }), 'CONFLICT', 'UNIT_ALREADY_BOOKED');
    expect(after.request.replayed).toBe(false);
    expect(await bookingsOf(unit)).toBe(1);
  });

  it('refuses a malformed key 400 with a field message, and does nothing', async () => {
    const unit = await nextUnit();
    for (const key of ['', 'x'.repeat(256), 'ключ', 'tab\there']) {
      const { caller } = await withKey('manager', key);
      const error = await expectAppError(
        caller.bookings.create({ unit }),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
      expect(Object.keys(error.fieldErrors ?? {})).toEqual(['Idempotency-Key']);
    }
    // Public mutations check the form too (and keep no record: their answers are tokens).
    await expectAppError(
      (await withKey('manager', '')).caller.auth.refresh({ refresh_token: 'x' }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(await bookingsOf(unit)).toBe(0);
    const longest = 'k'.repeat(255);
    await (await withKey('manager', longest)).caller.bookings.create({ unit });
    expect(await recordOf(longest)).toBeDefined();
  });

  it('is ignored by a query, malformed or not', async () => {
    for (const key of ['', randomUUID()]) {
      const { caller, request } = await withKey('manager', key);
      const page = await caller.bookings.list({
        filter: { filters: [] },
        pagination: { ...PAGE, order_by: 'id' },
      });
      expect(page.items).toBeInstanceOf(Array);
      expect(request.replayed).toBe(false);
      expect(await recordOf(key)).toBeUndefined();
    }
  });
});

describe('a failed first call (Stripe: an answer the work gave is kept)', () => {
  it('replays a domain error (409) as it was, even once the cause is gone', async () => {
    const unit = await nextUnit();
    await t.db.update(units).set({ status: 'UNIT_STATUS_UNAVAILABLE' }).where(eq(units.id, unit));
    const key = randomUUID();
    const first = await withKey('manager', key);
    await expectAppError(first.caller.bookings.create({ unit }), 'CONFLICT', 'UNIT_NOT_AVAILABLE');

    await t.db.update(units).set({ status: 'UNIT_STATUS_AVAILABLE' }).where(eq(units.id, unit));
    const again = await withKey('manager', key);
    await expectAppError(again.caller.bookings.create({ unit }), 'CONFLICT', 'UNIT_NOT_AVAILABLE');
    expect(again.request.replayed).toBe(true);
    expect(await bookingsOf(unit)).toBe(0);
    // A new key is a new request.
    await (await withKey('manager', randomUUID())).caller.bookings.create({ unit });
    expect(await bookingsOf(unit)).toBe(1);
  });

  it('keeps nothing for input the schema refused: the corrected body may use the key', async () => {
    const unit = await nextUnit();
    const key = randomUUID();
    const { caller } = await withKey('manager', key);
    await expectAppError(
      caller.bookings.create({ unit: 'not-a-uuid' }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(await recordOf(key)).toBeUndefined();
    await caller.bookings.create({ unit });
    expect(await bookingsOf(unit)).toBe(1);
  });

  it('keeps nothing for a call refused before it ran (403)', async () => {
    const key = randomUUID();
    const { caller } = await withKey('viewer', key);
    await expectAppError(caller.bookings.create({ unit: await nextUnit() }), 'FORBIDDEN');
    const record = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key)));
    expect(record).toEqual([]);
  });
});
