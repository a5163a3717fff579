import { asc, eq } from 'drizzle-orm';
import { bookings, units, type Db } from '@app/db';
import { findUnit } from '../units';
import type { BookingEnd } from './effects';
import { recordBookingEvent } from './events';
import { recordHistory } from './history';
import { ENDED_STAGE, setByDeal } from './deal-stage';
import { lapsedCondition } from './live';
import { notifyResponsible } from './notices';
import { moveUnit } from './units';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Bookings' part of a booking's end (services/booking-lifecycle `bookingEnded` runs the whole end),
 * in the caller's transaction: the booking's status, the unit back to AVAILABLE (when the booking
 * set its status) and the history entries, all by `user`.
 */
export async function releaseBooking(
  tx: Db,
  booking: BookingRow,
  next: BookingEnd,
  user: string,
  date: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: next.status, active: next.active, deal_stage: ENDED_STAGE, updated_at: date })
    .where(eq(bookings.id, booking.id));
  await recordHistory(
    tx,
    { booking: booking.id, entity_type: 'Booking', entity_id: booking.id, user, date },
    [
      ['status', booking.status, next.status],
      ['active', booking.active, next.active],
      ['deal_stage', booking.deal_stage, ENDED_STAGE],
    ],
  );
  const unit = await findUnit(tx, booking.unit, { lock: true });
  // Only a status the booking (or its deal) set goes back on sale; one set by someone else stays.
  if (setByDeal(booking.deal_stage, unit.status)) {
    await moveUnit(tx, unit, { status: 'UNIT_STATUS_AVAILABLE' }, user, date, booking.id);
  }
}

/** The end told: its webhook event and, for an expiry, the responsible's notice. */
export async function announceBookingEnd(
  tx: Db,
  booking: BookingRow,
  next: BookingEnd,
  user: string,
  date: Date,
): Promise<void> {
  const expired = next.status === 'BOOKING_STATUS_EXPIRED';
  await recordBookingEvent(tx, expired ? 'booking.expired' : 'booking.cancelled', booking, date);
  // Whoever expires it (the sweeper or a lazy check), the responsible hears of it once.
  if (expired)
    await notifyResponsible(tx, 'BOOKING_EXPIRED', booking, {
      actor: user,
      dedupeKey: `expired:${booking.id}`,
    });
}

/**
 * The sweeper's batch (services/booking-lifecycle `expireDueBookings`): up to `batch` BOOKED
 * bookings whose time has passed, claimed with FOR UPDATE SKIP LOCKED, so several instances
 * sweeping at once never expire one booking twice; in unit order.
 */
export async function claimDueBookings(tx: Db, now: Date, batch: number): Promise<BookingRow[]> {
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
  return due.map((d) => d.booking).sort((x, y) => (x.unit < y.unit ? -1 : 1));
}
