/**
 * A booking never overwrites a unit status it did not set: after a manager's SOLD or UNAVAILABLE, a
 * payment link or payment is 409 UNIT_STATUS_CHANGED (a provider's money becomes REFUND_REQUIRED),
 * and ending the booking leaves the status in place.
 */
import { describe, expect, it } from 'vitest';
import { toPublicError } from '../../../src/lib/public-error';
import type { UnitStatus } from '@app/validators';
import { payState, registerPayment } from '../../../src/services/payments';
import { bookingFee } from '../../../src/services/payments/register';
import { callerAs, expectAppError, NEEDS_POSTGRES, onPostgres, useTestDb } from '../../helpers';
import {
  bookingRow,
  book,
  bookWithLink,
  lapsedBooking,
  paymentsOf,
  tokenOf,
  unitStatus,
} from '../payments/payment-fixtures';
import { expireDueBookings } from '../../../src/services/booking-lifecycle';

const t = useTestDb();

async function setStatus(unit: string, status: UnitStatus) {
  await (await callerAs(t.db, 'manager')).units.setStatus({ unit, status });
}

describe('a booking never overwrites a status it did not set', () => {
  it.each(['UNIT_STATUS_SOLD', 'UNIT_STATUS_UNAVAILABLE'] as const)(
    "realtor's booking, unit set to %s: no payment link, and cancelling leaves the status",
    async (foreign) => {
      const booking = await book(t.db, 'realtor');
      await setStatus(booking.unit, foreign);
      const realtor = await callerAs(t.db, 'realtor');
      const refused = await expectAppError(
        realtor.paymentLinks.create({ booking: booking.id }),
        'CONFLICT',
        'UNIT_STATUS_CHANGED',
      );
      expect(refused.message).toContain(foreign.replace('UNIT_STATUS_', ''));
      expect(await unitStatus(t.db, booking.unit)).toBe(foreign);

      await realtor.bookings.update({ id: booking.id, active: false });
      expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_CANCELLED');
      expect(await unitStatus(t.db, booking.unit)).toBe(foreign);
      await expectAppError(
        (await callerAs(t.db, 'manager')).bookings.create({ unit: booking.unit }),
        'CONFLICT',
        'UNIT_NOT_AVAILABLE',
      );
    },
  );

  it('a link sent, then the unit SOLD: no manual confirmation, the page is not payable, provider money is REFUND_REQUIRED', async () => {
    const { booking, link } = await bookWithLink(t.db);
    expect(await unitStatus(t.db, booking.unit)).toBe('UNIT_STATUS_WAIT_PAYMENT');
    await setStatus(booking.unit, 'UNIT_STATUS_SOLD');
    const manager = await callerAs(t.db, 'manager');
    await expectAppError(
      manager.payments.confirmManual({ booking: booking.id }),
      'CONFLICT',
      'UNIT_STATUS_CHANGED',
    );
    expect(await paymentsOf(t.db, booking.id)).toEqual([]);
    expect((await payState(t.db, await tokenOf(t.db, link.id))).kind).toBe('NOT_PAYABLE');

    const r = await registerPayment(
      t.db,
      {
        booking: booking.id,
        provider: 'SANDBOX',
        amount: bookingFee(),
        currency: 'RUB',
        provider_payment_id: `pay_foreign_${booking.id}`,
        payment_link: link.id,
      },
      booking.owner,
    );
    expect(r).toMatchObject({ applied: false, reason: 'UNIT_STATUS_CHANGED' });
    expect((await paymentsOf(t.db, booking.id)).map((p) => [p.status, p.reason])).toEqual([
      ['REFUND_REQUIRED', 'UNIT_STATUS_CHANGED'],
    ]);
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
    expect(await unitStatus(t.db, booking.unit)).toBe('UNIT_STATUS_SOLD');

    await manager.bookings.update({ id: booking.id, active: false });
    expect(await unitStatus(t.db, booking.unit)).toBe('UNIT_STATUS_SOLD');
  });

  it('the sweeper expires the booking and leaves a foreign status; before it, the booking shows it too', async () => {
    const lapsed = await lapsedBooking(t.db);
    await setStatus(lapsed.unit, 'UNIT_STATUS_UNAVAILABLE');
    const manager = await callerAs(t.db, 'manager');
    // Lapsed, not yet swept: the booking's unit is shown as it will stay, not as AVAILABLE.
    expect(await manager.bookings.get({ id: lapsed.id })).toMatchObject({
      status: 'BOOKING_STATUS_EXPIRED',
      unit_status: 'UNIT_STATUS_UNAVAILABLE',
    });
    expect(await expireDueBookings(t.db)).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(t.db, lapsed.id)).status).toBe('BOOKING_STATUS_EXPIRED');
    expect(await unitStatus(t.db, lapsed.unit)).toBe('UNIT_STATUS_UNAVAILABLE');
  });

  it('a lazy expiry (an edit of a lapsed booking, a new booking of its unit) leaves a foreign status', async () => {
    const manager = await callerAs(t.db, 'manager');
    const edited = await lapsedBooking(t.db);
    await setStatus(edited.unit, 'UNIT_STATUS_SOLD');
    await expectAppError(
      manager.bookings.update({ id: edited.id, comment: 'late' }),
      'CONFLICT',
      'BOOKING_NOT_ACTIVE',
    );
    expect((await bookingRow(t.db, edited.id)).status).toBe('BOOKING_STATUS_EXPIRED');
    expect(await unitStatus(t.db, edited.unit)).toBe('UNIT_STATUS_SOLD');

    const rebooked = await lapsedBooking(t.db);
    await setStatus(rebooked.unit, 'UNIT_STATUS_SOLD');
    await expectAppError(
      manager.bookings.create({ unit: rebooked.unit }),
      'CONFLICT',
      'UNIT_NOT_AVAILABLE',
    );
    expect(await unitStatus(t.db, rebooked.unit)).toBe('UNIT_STATUS_SOLD');
  });

  it('a status the booking set still goes back on sale when it ends', async () => {
    const { booking } = await bookWithLink(t.db);
    await (await callerAs(t.db, 'manager')).bookings.update({ id: booking.id, active: false });
    expect(await unitStatus(t.db, booking.unit)).toBe('UNIT_STATUS_AVAILABLE');
  });
});

describe.runIf(onPostgres)(
  `a manager's status against the booking's actions at once (${NEEDS_POSTGRES})`,
  () => {
    it('SOLD set while links are created and a payment confirmed: SOLD always survives', async () => {
      for (let round = 0; round < 6; round++) {
        const booking = await book(t.db, 'realtor');
        const realtor = await callerAs(t.db, 'realtor');
        const manager = await callerAs(t.db, 'manager');
        const head = await callerAs(t.db, 'head');
        const settled = await Promise.allSettled([
          realtor.paymentLinks.create({ booking: booking.id }),
          head.units.setStatus({ unit: booking.unit, status: 'UNIT_STATUS_SOLD' }),
          manager.payments.confirmManual({ booking: booking.id }),
        ]);
        const codes = settled.map((r) =>
          r.status === 'fulfilled' ? 'ok' : (toPublicError(r.reason).appCode ?? 'ERROR'),
        );
        expect(codes[1], JSON.stringify(codes)).toBe('ok');
        for (const c of [codes[0], codes[2]])
          expect([
            'ok',
            'UNIT_STATUS_CHANGED',
            'BOOKING_NOT_PAYABLE',
            'PAYMENT_LINK_CONFLICT',
          ]).toContain(c);
        // The manager's SOLD came last in every order the locks allowed, or refused what followed it.
        expect(await unitStatus(t.db, booking.unit), JSON.stringify(codes)).toBe(
          'UNIT_STATUS_SOLD',
        );
        await realtor.bookings.update({ id: booking.id, active: false });
        expect(await unitStatus(t.db, booking.unit)).toBe('UNIT_STATUS_SOLD');
      }
    });
  },
);
