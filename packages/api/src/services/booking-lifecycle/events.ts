import type { bookings, Db } from '@app/db';
import {
  announceBookingEnd,
  releaseBooking,
  type BookingEffects,
  type BookingEnd,
} from '../bookings';
import { flagPaidBookingRefund, followExpiration, revokeActiveLink } from '../payments';
import { promoteNext } from '../queue';

type BookingRow = typeof bookings.$inferSelect;

/**
 * "A booking ended" (cancelled or expired), in the transaction of the change; `booking` is the row
 * as it was before. In this order: the booking's status and the unit back on sale (bookings), its
 * active link revoked and a paid booking's money flagged for refund (payments), the end's webhook
 * event and an expiry's notice (bookings), then the unit handed to the first waiting in its queue
 * (queue): the new booking's event follows the old one's.
 */
export async function bookingEnded(
  tx: Db,
  booking: BookingRow,
  next: BookingEnd,
  user: string,
  date: Date,
): Promise<void> {
  await releaseBooking(tx, booking, next, user, date);
  await revokeActiveLink(tx, booking, user, date, 'BOOKING_ENDED');
  await flagPaidBookingRefund(tx, booking, user, date);
  await announceBookingEnd(tx, booking, next, user, date);
  await promoteNext(tx, booking, user, date);
}

/** "A live booking's expiration changed by hand": the active payment link's deadline follows. */
export async function expirationChanged(
  tx: Db,
  booking: BookingRow,
  user: string,
  date: Date,
): Promise<void> {
  await followExpiration(tx, booking, user, date);
}

/** What bookings' operations are given to do beyond bookings. */
export const BOOKING_EFFECTS: BookingEffects = { end: bookingEnded, expirationChanged };
