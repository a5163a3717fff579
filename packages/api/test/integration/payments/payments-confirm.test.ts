/**
 * Manual confirmation (`payments.confirmManual`) and the ledger (`payments.list`): what a confirmed
 * payment writes, the paid period in working days (weekends and the `holidays` table, in
 * APP_TIMEZONE), that a second confirmation changes nothing, and who may do it.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingHistory, demoUserId, holidays, payments } from '@app/db';
import { confirmManualPayment } from '../../../src/services/payments/confirm';
import { createPaymentLink } from '../../../src/services/payments/links';
import { callerAs, expectAppError, PAGE, useTestDb } from '../../helpers';
import {
  actorOf,
  book,
  bookingRow,
  bookWithLink,
  freeUnit,
  historyOf,
  lapsedBooking,
  linksOf,
  paymentsOf,
  unitStatus,
} from './payment-fixtures';
import { createBooking } from '../../../src/services/booking-lifecycle';

const t = useTestDb();
const ORDER = '0b5e2d9c-7a41-4f3b-8c6d-2e1f0a9b8c7d';

// 2031 has no seeded holidays; the test's own: Tuesday 13 May 2031.
const HOLIDAY = '2031-05-13';
beforeAll(async () => {
  // Before anything reads the (cached) holiday list of this database.
  await t.db.insert(holidays).values({ day: HOLIDAY, name: 'Test holiday' });
});

const totals = async () => ({
  payments: (await t.db.select({ n: count() }).from(payments))[0]?.n,
  history: (await t.db.select({ n: count() }).from(bookingHistory))[0]?.n,
});

describe('payments.confirmManual', () => {
  it('pays the booking: payment row, unit PAID, expiration + 10 working days across a weekend and a holiday, link revoked, history', async () => {
    // Wednesday 7 May 2031, 12:00 Moscow; the booking runs to Friday 9 May, 15:00 Moscow.
    const now = new Date('2031-05-07T09:00:00Z');
    const expiration = new Date('2031-05-09T12:00:00Z');
    const head = await actorOf(t.db, 'head');
    const manager = await actorOf(t.db, 'manager');
    const { item } = await createBooking(
      t.db,
      head,
      { unit: await freeUnit(t.db), expiration_date: expiration },
      now,
    );
    const { item: link } = await createPaymentLink(t.db, manager, { booking: item.id }, now);

    const paidAt = new Date('2031-05-07T10:00:00Z');
    const result = await confirmManualPayment(
      t.db,
      manager,
      { booking: item.id, order: ORDER },
      paidAt,
    );

    const b = await bookingRow(t.db, item.id);
    // Mon 12 (1), Tue 13 holiday, Wed 14 .. Fri 16 (2-4), Mon 19 .. Fri 23 (5-9), Mon 26 (10);
    // the time of day is kept. Without the holiday it would be Friday 23 May.
    expect(b.status).toBe('BOOKING_STATUS_PAID');
    expect(b.expiration_date.toISOString()).toBe('2031-05-26T12:00:00.000Z');
    expect(await unitStatus(t.db, b.unit)).toBe('UNIT_STATUS_PAID');

    const rows = await paymentsOf(t.db, item.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: result.item.id,
      provider: 'MANUAL',
      status: 'SUCCEEDED',
      amount: '50000.00',
      currency: 'RUB',
      order: ORDER,
      confirmed_by: manager.id,
      provider_payment_id: null,
      reason: null,
    });
    expect(result.message).toContain(String(b.number));

    const [l] = await linksOf(t.db, item.id);
    expect(l?.id).toBe(link.id);
    expect(l?.revoked_at?.toISOString()).toBe(paidAt.toISOString());

    const entries = (await historyOf(t.db, item.id)).filter(
      (h) => h.date.getTime() === paidAt.getTime(),
    );
    expect(entries.every((h) => h.user === manager.id)).toBe(true);
    expect(entries.map((h) => [h.entity_type, h.entity_id, h.property, h.new_value])).toEqual(
      expect.arrayContaining([
        ['Payment', result.item.id, 'provider', 'MANUAL'],
        ['Payment', result.item.id, 'status', 'SUCCEEDED'],
        // The row keeps the ledger's decimal text; bookings.history answers it as a number.
        ['Payment', result.item.id, 'amount', '50000.00'],
        ['Payment', result.item.id, 'order', ORDER],
        ['Booking', item.id, 'status', 'BOOKING_STATUS_PAID'],
        ['Booking', item.id, 'expiration_date', '2031-05-26T12:00:00.000Z'],
        ['Unit', b.unit, 'status', 'UNIT_STATUS_PAID'],
        ['PaymentLink', link.id, 'revoked_at', paidAt.toISOString()],
      ]),
    );
    expect(new Set(entries.map((h) => h.entity_type))).toEqual(
      new Set(['Payment', 'Booking', 'Unit', 'PaymentLink']),
    );
    const exp = entries.find((h) => h.property === 'expiration_date');
    expect(exp?.old_value).toBe(expiration.toISOString());
    const shown = await (await callerAs(t.db, 'manager')).bookings.history({
      filter: {
        bookings: [item.id],
        properties: ['amount'],
        include_expired: true,
        include_system: true,
      },
      pagination: { ...PAGE, order_by: 'id' },
    });
    expect(shown.items.map((h) => h.new_value)).toEqual([50000]);
  });

  it('counts working days in APP_TIMEZONE: Friday evening UTC is Saturday in Moscow', async () => {
    // Sat 10 May 2031, 00:30 Moscow = Fri 9 May, 21:30 UTC.
    const now = new Date('2031-05-07T09:00:00Z');
    const expiration = new Date('2031-05-09T21:30:00Z');
    const { item } = await createBooking(
      t.db,
      await actorOf(t.db, 'head'),
      { unit: await freeUnit(t.db), expiration_date: expiration },
      now,
    );
    await confirmManualPayment(t.db, await actorOf(t.db, 'head'), { booking: item.id }, now);
    // Mon 12 is the 1st, Tue 13 a holiday, ..., Mon 26 the 10th, at 00:30 Moscow (25th, 21:30
    // UTC). Counted in UTC it would have ended on Monday 26 at 21:30 UTC, a day later.
    expect((await bookingRow(t.db, item.id)).expiration_date.toISOString()).toBe(
      '2031-05-25T21:30:00.000Z',
    );
    const payment = (await paymentsOf(t.db, item.id))[0];
    expect(payment?.order).toBeNull();
    expect(payment?.confirmed_by).toBe(demoUserId('head'));
  });

  it('a second confirmation is 409 BOOKING_ALREADY_PAID and writes nothing', async () => {
    const booking = await book(t.db);
    const manager = await callerAs(t.db, 'manager');
    await manager.payments.confirmManual({ booking: booking.id });
    const paid = await bookingRow(t.db, booking.id);
    const before = await totals();

    for (const who of ['manager', 'head'] as const)
      await expectAppError(
        (await callerAs(t.db, who)).payments.confirmManual({ booking: booking.id, order: ORDER }),
        'CONFLICT',
        'BOOKING_ALREADY_PAID',
      );
    expect(await totals()).toEqual(before);
    expect(await bookingRow(t.db, booking.id)).toEqual(paid);
    expect(await paymentsOf(t.db, booking.id)).toHaveLength(1);
  });

  it('viewers and realtors may not confirm (403), even the realtor’s own booking', async () => {
    const own = await book(t.db, 'realtor');
    const before = await totals();
    for (const who of ['viewer', 'realtor'] as const)
      await expectAppError(
        (await callerAs(t.db, who)).payments.confirmManual({ booking: own.id }),
        'FORBIDDEN',
        'FORBIDDEN',
      );
    expect(await totals()).toEqual(before);
    expect((await bookingRow(t.db, own.id)).status).toBe('BOOKING_STATUS_BOOKED');
  });

  it('a cancelled, a swept-expired and a lapsed booking are 409 BOOKING_NOT_PAYABLE, nothing written', async () => {
    const manager = await callerAs(t.db, 'manager');
    const { booking: cancelled } = await bookWithLink(t.db);
    await manager.bookings.update({ id: cancelled.id, active: false });
    const lapsed = await lapsedBooking(t.db);
    const swept = await lapsedBooking(t.db);
    const { expireDueBookings } = await import('../../../src/services/booking-lifecycle');
    await expireDueBookings(t.db);
    expect((await bookingRow(t.db, swept.id)).status).toBe('BOOKING_STATUS_EXPIRED');
    // `lapsed` was swept too; a fresh one stays unswept.
    const unswept = await lapsedBooking(t.db);

    const before = await totals();
    for (const b of [cancelled, lapsed, swept, unswept]) {
      const row = await bookingRow(t.db, b.id);
      await expectAppError(
        manager.payments.confirmManual({ booking: b.id }),
        'CONFLICT',
        'BOOKING_NOT_PAYABLE',
      );
      expect(await bookingRow(t.db, b.id)).toEqual(row);
    }
    expect((await bookingRow(t.db, unswept.id)).status).toBe('BOOKING_STATUS_BOOKED');
    expect(await totals()).toEqual(before);
  });

  it('an unknown booking is 404', async () => {
    await expectAppError(
      (await callerAs(t.db, 'manager')).payments.confirmManual({
        booking: '00000000-0000-4000-8000-00000000abcd',
      }),
      'NOT_FOUND',
      'BOOKING_NOT_FOUND',
    );
  });
});

describe('payments.list', () => {
  it('lists the ledger with booking numbers, who confirmed, totals; realtors see their own bookings’ payments only', async () => {
    const own = await book(t.db, 'realtor');
    const other = await book(t.db, 'manager');
    const manager = await callerAs(t.db, 'manager');
    const { item: ownPay } = await manager.payments.confirmManual({ booking: own.id });
    const { item: otherPay } = await manager.payments.confirmManual({ booking: other.id });
    const byId = (ids: string[]) => ({
      filter: { filters: [{ property: 'id', operator: 'IN' as const, value: ids }] },
      pagination: { ...PAGE, order_by: 'id' },
    });

    const head = await callerAs(t.db, 'head');
    const all = await head.payments.list(byId([ownPay.id, otherPay.id]));
    expect(all.items).toHaveLength(2);
    expect(all.items.find((p) => p.id === ownPay.id)).toMatchObject({
      booking: own.id,
      booking_number: own.number,
      unit: own.unit,
      provider: 'MANUAL',
      status: 'SUCCEEDED',
      amount: 50000,
      currency: 'RUB',
      confirmed_by: demoUserId('manager'),
    });
    expect(all.items.find((p) => p.id === ownPay.id)?.confirmed_by_name).toBeTruthy();
    expect(all.totals).toEqual({
      currency: 'RUB',
      succeeded: 100000,
      refund_required: 0,
      refund_required_count: 0,
    });
    const byBooking = await head.payments.list({
      filter: { filters: [{ property: 'booking', operator: 'EQ', value: [other.id] }] },
      pagination: { ...PAGE, order_by: 'id' },
    });
    expect(byBooking.items.map((p) => p.id)).toEqual([otherPay.id]);
    const byNumber = await head.payments.list({
      filter: { filters: [{ property: 'booking_number', operator: 'EQ', value: [other.number] }] },
      pagination: { ...PAGE, order_by: 'id' },
    });
    expect(byNumber.items.map((p) => p.id)).toEqual([otherPay.id]);
    for (const odd of [1.5, 1e12, -1])
      expect(
        (
          await head.payments.list({
            filter: { filters: [{ property: 'booking_number', operator: 'GT', value: [odd] }] },
            pagination: { ...PAGE, order_by: 'id' },
          })
        ).pagination.page,
      ).toBe(1);

    const realtor = await callerAs(t.db, 'realtor');
    const mine = await realtor.payments.list({
      filter: { filters: [] },
      pagination: { ...PAGE, order_by: 'id' },
    });
    expect(mine.items.map((p) => p.id)).toContain(ownPay.id);
    expect(mine.items.map((p) => p.id)).not.toContain(otherPay.id);
    for (const p of mine.items)
      expect((await bookingRow(t.db, p.booking)).owner).toBe(demoUserId('realtor'));
    expect((await realtor.payments.list(byId([otherPay.id]))).items).toEqual([]);
    const viewer = await callerAs(t.db, 'viewer');
    expect((await viewer.payments.list(byId([otherPay.id]))).items).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.id, otherPay.id))).toHaveLength(1);
  });
});
