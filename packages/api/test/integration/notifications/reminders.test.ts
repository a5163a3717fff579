/**
 * BOOKING_EXPIRES_SOON (services/bookings/notices.ts, the `bookings.remind` job): once per booking
 * and deadline, re-armed by an extension, never twice from two instances at once (PostgreSQL);
 * and `bookings.extend`, the one-click extension, within its limits.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingHistory, notifications, openDb } from '@app/db';
import { getEnv } from '../../../src/env';
import { remindExpiringBookings } from '../../../src/services/bookings';
import { addWorkingDays, loadHolidays } from '../../../src/services/calendar';
import { callerAs, expectAppError, NEEDS_POSTGRES, onPostgres, useTestDb } from '../../helpers';
import { actorOf, book, bookingRow, freeUnit, HOUR } from '../payments/payment-fixtures';
import { mailsTo, noticesOf } from './notification-fixtures';
import { createBooking } from '../../../src/services/booking-lifecycle';

const t = useTestDb();

/** A booking by the manager that expires `hours` from now. */
async function expiringIn(hours: number) {
  const { item } = await createBooking(t.db, await actorOf(t.db, 'manager'), {
    unit: await freeUnit(t.db),
    expiration_date: new Date(Date.now() + hours * HOUR),
  });
  return bookingRow(t.db, item.id);
}

describe('the reminder before expiry', () => {
  it('tells the responsible once per booking and deadline, in the app and by e-mail', async () => {
    const b = await expiringIn(5);
    const far = await expiringIn(30);
    await remindExpiringBookings(t.db, 24);
    await remindExpiringBookings(t.db, 24);
    const got = await noticesOf(t.db, 'BOOKING_EXPIRES_SOON', b.id);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      user_id: b.responsible,
      dedupe_key: `expires-soon:${b.id}:${b.expiration_date.toISOString()}`,
      data: {
        number: b.number,
        unit_code: b.unit_data.code,
        expiration_date: b.expiration_date.toISOString(),
      },
    });
    expect(await mailsTo(t.db, 'manager', `Бронь №\u00a0${b.number} `)).toHaveLength(1);
    expect(await noticesOf(t.db, 'BOOKING_EXPIRES_SOON', far.id)).toHaveLength(0);
  });

  it('is re-armed by an extension: the new deadline is reminded again', async () => {
    const b = await expiringIn(3);
    await remindExpiringBookings(t.db, 24);
    const manager = await callerAs(t.db, 'manager');
    const later = new Date(Date.now() + 6 * HOUR);
    await manager.bookings.update({ id: b.id, expiration_date: later.toISOString() });
    await remindExpiringBookings(t.db, 24);
    await remindExpiringBookings(t.db, 24);
    const got = await noticesOf(t.db, 'BOOKING_EXPIRES_SOON', b.id);
    expect(got.map((n) => n.data.expiration_date)).toEqual([
      b.expiration_date.toISOString(),
      later.toISOString(),
    ]);
  });

  it('leaves out PAID, cancelled and lapsed bookings', async () => {
    const cancelled = await expiringIn(4);
    await (await callerAs(t.db, 'manager')).bookings.update({ id: cancelled.id, active: false });
    const lapsed = await expiringIn(4);
    await remindExpiringBookings(t.db, 24, new Date(Date.now() + 5 * HOUR));
    expect(await noticesOf(t.db, 'BOOKING_EXPIRES_SOON', cancelled.id)).toHaveLength(0);
    expect(await noticesOf(t.db, 'BOOKING_EXPIRES_SOON', lapsed.id)).toHaveLength(0);
  });
});

describe('bookings.extend (one click from a reminder)', () => {
  it('adds BOOKING_HOLD_WORKING_DAYS working days through bookings.update (history), re-arming the reminder', async () => {
    const b = await expiringIn(5);
    const manager = await callerAs(t.db, 'manager');
    const env = getEnv();
    const expected = addWorkingDays(
      b.expiration_date,
      env.BOOKING_HOLD_WORKING_DAYS,
      await loadHolidays(t.db),
      env.APP_TIMEZONE,
    );
    const r = await manager.bookings.extend({ id: b.id });
    expect(r).toMatchObject({ item: { id: b.id }, expiration_date: expected.toISOString() });
    expect((await bookingRow(t.db, b.id)).expiration_date.toISOString()).toBe(
      expected.toISOString(),
    );
    const [h] = await t.db
      .select({ n: count() })
      .from(bookingHistory)
      .where(eq(bookingHistory.booking, b.id));
    expect(h?.n).toBeGreaterThan(0);
    await remindExpiringBookings(t.db, 24, new Date(expected.getTime() - 2 * HOUR));
    expect(await noticesOf(t.db, 'BOOKING_EXPIRES_SOON', b.id)).toHaveLength(1);
  });

  it('stops at BOOKING_MAX_HOLD_WORKING_DAYS for a manager (409 at the limit); a sales head goes past it', async () => {
    const env = getEnv();
    const b = await book(t.db);
    const latest = addWorkingDays(
      new Date(),
      env.BOOKING_MAX_HOLD_WORKING_DAYS,
      await loadHolidays(t.db),
      env.APP_TIMEZONE,
    );
    const manager = await callerAs(t.db, 'manager');
    // Two hours short of the limit: the next extension is capped at it.
    await manager.bookings.update({
      id: b.id,
      expiration_date: new Date(latest.getTime() - 2 * HOUR).toISOString(),
    });
    const capped = await manager.bookings.extend({ id: b.id });
    // The limit is counted from the call's own now, a few milliseconds after `latest`'s.
    expect(new Date(capped.expiration_date).getTime()).toBeLessThan(latest.getTime() + 5000);
    expect(new Date(capped.expiration_date).getTime()).toBeGreaterThanOrEqual(latest.getTime());
    await expectAppError(manager.bookings.extend({ id: b.id }), 'CONFLICT', 'BOOKING_EXTEND_LIMIT');
    const head = await callerAs(t.db, 'head');
    const past = await head.bookings.extend({ id: b.id });
    expect(new Date(past.expiration_date).getTime()).toBeGreaterThan(latest.getTime() + 86_400_000);
  });

  it('refuses an ended booking, and a realtor another’s as if it did not exist', async () => {
    const b = await book(t.db, 'manager');
    await expectAppError(
      (await callerAs(t.db, 'realtor')).bookings.extend({ id: b.id }),
      'NOT_FOUND',
      'BOOKING_NOT_FOUND',
    );
    const manager = await callerAs(t.db, 'manager');
    await manager.bookings.update({ id: b.id, active: false });
    await expectAppError(manager.bookings.extend({ id: b.id }), 'CONFLICT', 'BOOKING_NOT_ACTIVE');
  });
});

describe.runIf(onPostgres)(`two instances reminding at once (${NEEDS_POSTGRES})`, () => {
  it('write each reminder once: two pools, two passes each, in parallel', async () => {
    const due = [];
    for (let i = 0; i < 25; i++) due.push(await expiringIn(2));
    const other = await openDb({ url: t.handle.url, poolSize: 3 });
    try {
      const written = await Promise.all([
        remindExpiringBookings(t.db, 24),
        remindExpiringBookings(other.db, 24),
        remindExpiringBookings(t.db, 24),
        remindExpiringBookings(other.db, 24),
      ]);
      expect(written.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(due.length);
      for (const b of due)
        expect(await noticesOf(t.db, 'BOOKING_EXPIRES_SOON', b.id), b.id).toHaveLength(1);
      const [dupes] = await t.db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.kind, 'BOOKING_EXPIRES_SOON'));
      const keys = await t.db
        .selectDistinct({ k: notifications.dedupe_key })
        .from(notifications)
        .where(eq(notifications.kind, 'BOOKING_EXPIRES_SOON'));
      expect(dupes?.n).toBe(keys.length);
    } finally {
      await other.close();
    }
  });
});
