import { asc, eq } from 'drizzle-orm';
import { bookings, SYSTEM_USER_ID, units, type Db } from '@app/db';
import { countBookingsExpired } from '../../lib/metrics';
import { findUnit } from '../units';
import { recordBookingEvent } from './events';
import { recordHistory } from './history';
import { runHooks } from './hooks';
import { lapsedCondition, setByBooking } from './live';
import { notifyResponsible } from './notices';
import { moveUnit } from './units';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Ends a booking (expiry or cancellation) inside the caller's transaction: the booking's status,
 * the unit back to AVAILABLE (when the booking set its status), history entries, and the hooks of higher domains, all by `user`.
 */
export async function endBooking(
  tx: Db,
  booking: BookingRow,
  next: { status: 'BOOKING_STATUS_EXPIRED' | 'BOOKING_STATUS_CANCELLED'; active: boolean },
  user: string,
  date: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: next.status, active: next.active, updated_at: date })
    .where(eq(bookings.id, booking.id));
  await recordHistory(
    tx,
    { booking: booking.id, entity_type: 'Booking', entity_id: booking.id, user, date },
    [
      ['status', booking.status, next.status],
      ['active', booking.active, next.active],
    ],
  );
  const unit = await findUnit(tx, booking.unit, { lock: true });
  // Only a status the booking set goes back on sale; one set by someone else (SOLD, ...) stays.
  if (setByBooking(unit.status)) {
    await moveUnit(tx, unit, { status: 'UNIT_STATUS_AVAILABLE' }, user, date, booking.id);
  }
  await runHooks('end', tx, booking, user, date);
  const expired = next.status === 'BOOKING_STATUS_EXPIRED';
  await recordBookingEvent(tx, expired ? 'booking.expired' : 'booking.cancelled', booking, date);
  // Whoever expires it (the sweeper or a lazy check), the responsible hears of it once.
  if (expired)
    await notifyResponsible(tx, 'BOOKING_EXPIRED', booking, {
      actor: user,
      dedupeKey: `expired:${booking.id}`,
    });
  await runHooks('ended', tx, booking, user, date);
}

/**
 * The sweeper's step: expires BOOKED bookings whose time has passed, a batch at a time. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so several instances sweeping at once never expire one
 * booking twice. Returns how many bookings were expired.
 */
export async function expireDueBookings(db: Db, now = new Date(), batch = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      // Booking and unit rows are claimed together and never waited for: everyone else locks the
      // unit first, so waiting here could deadlock; skipping cannot.
      const due = await tx
        .select({ booking: bookings })
        .from(bookings)
        .innerJoin(units, eq(units.id, bookings.unit))
        .where(lapsedCondition(now))
        .orderBy(asc(bookings.expiration_date))
        .limit(batch)
        .for('update', { skipLocked: true });
      // In unit order: the units' webhook counters are then taken in one order by every writer
      // that holds several (services/webhooks/events.ts), so none waits on another in a cycle.
      const ordered = due.map((d) => d.booking).sort((x, y) => (x.unit < y.unit ? -1 : 1));
      for (const b of ordered) {
        await endBooking(
          tx,
          b,
          { status: 'BOOKING_STATUS_EXPIRED', active: true },
          SYSTEM_USER_ID,
          now,
        );
      }
      return due.length;
    });
    countBookingsExpired('sweeper', n);
    total += n;
    if (n < batch) return total;
  }
}
