import type { bookings, Db } from '@app/db';

type BookingRow = typeof bookings.$inferSelect;

/** How a booking ends: expired by the system (still `active`), or cancelled by hand. */
export type BookingEnd = {
  status: 'BOOKING_STATUS_EXPIRED' | 'BOOKING_STATUS_CANCELLED';
  active: boolean;
};

export const EXPIRED: BookingEnd = { status: 'BOOKING_STATUS_EXPIRED', active: true };

/**
 * The whole end of a booking, run in the caller's transaction: services/booking-lifecycle
 * `bookingEnded` (bookings' part, payments, the queue). Bookings' operations that may end a
 * booking take it as an argument, since bookings never import the domains above it.
 */
export type EndBooking = (
  tx: Db,
  booking: BookingRow,
  next: BookingEnd,
  user: string,
  date: Date,
) => Promise<void>;

/** A live booking's expiration changed by hand (`booking` as it is now): `expirationChanged`. */
export type ExpirationChanged = (
  tx: Db,
  booking: BookingRow,
  user: string,
  date: Date,
) => Promise<void>;

/** What a booking's change does beyond bookings (services/booking-lifecycle `BOOKING_EFFECTS`). */
export interface BookingEffects {
  end: EndBooking;
  expirationChanged: ExpirationChanged;
}
