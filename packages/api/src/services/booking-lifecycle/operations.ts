import { SYSTEM_USER_ID, type Db } from '@app/db';
import type {
  AdvanceBookingData,
  CreateBookingData,
  JoinQueueData,
  UpdateBookingData,
} from '@app/validators';
import { countBookingsExpired } from '../../lib/metrics';
import type { AuthUser } from '../auth';
import * as bookings from '../bookings';
import * as queue from '../queue';
import { BOOKING_EFFECTS, bookingEnded } from './events';

/**
 * The operations that may end a booking or move its expiration, with those events' use cases
 * (events.ts) wired in: what the routers, the jobs and the demo month call.
 */

/** `bookings.create`: a lapsed booking on the unit ends first (`bookingEnded`). */
export const createBooking = (db: Db, actor: AuthUser, input: CreateBookingData, now?: Date) =>
  bookings.createBooking(db, actor, input, bookingEnded, now);

/** `bookings.update`: a cancellation or a lapse ends it; a new expiration moves its link's. */
export const updateBooking = (db: Db, actor: AuthUser, input: UpdateBookingData, now?: Date) =>
  bookings.updateBooking(db, actor, input, BOOKING_EFFECTS, now);

/** `bookings.extend`: `bookings.update` with the extension's expiration. */
export const extendBooking = (db: Db, actor: AuthUser, id: string, now?: Date) =>
  bookings.extendBooking(db, actor, id, BOOKING_EFFECTS, now);

/** `bookings.advance`: a step of the deal; CANCELLED ends the booking (`bookingEnded`). */
export const advanceBooking = (db: Db, actor: AuthUser, input: AdvanceBookingData, now?: Date) =>
  bookings.advanceBooking(db, actor, input, bookingEnded, now);

/** `bookingQueue.join`: a lapsed booking on the unit ends first (`bookingEnded`). */
export const joinQueue = (db: Db, actor: AuthUser, input: JoinQueueData, now?: Date) =>
  queue.joinQueue(db, actor, input, bookingEnded, now);

/**
 * The sweeper (runtime/jobs.ts `bookings.expire`): ends BOOKED bookings whose time has passed, a
 * batch per transaction (bookings' `claimDueBookings`: SKIP LOCKED, so instances sweeping at once
 * never expire one booking twice). Returns how many bookings were expired.
 */
export async function expireDueBookings(db: Db, now = new Date(), batch = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await bookings.claimDueBookings(tx, now, batch);
      for (const b of due) await bookingEnded(tx, b, bookings.EXPIRED, SYSTEM_USER_ID, now);
      return due.length;
    });
    countBookingsExpired('sweeper', n);
    total += n;
    if (n < batch) return total;
  }
}
