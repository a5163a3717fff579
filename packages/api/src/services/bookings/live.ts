import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { bookings } from '@app/db';
import type { BookingStatus } from '@app/validators';

type BookingLike = Pick<typeof bookings.$inferSelect, 'status' | 'expiration_date' | 'active'>;

/** A BOOKED booking past its expiration is expired even before the sweeper has run. */
export function effectiveStatus(b: BookingLike, now: Date): BookingStatus {
  return b.status === 'BOOKING_STATUS_BOOKED' && b.expiration_date <= now
    ? 'BOOKING_STATUS_EXPIRED'
    : b.status;
}

export const isLive = (b: BookingLike, now: Date) =>
  b.active && ['BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID'].includes(effectiveStatus(b, now));

/**
 * SQL for "live": PAID, or BOOKED and not yet expired; active and not deleted. A PAID booking past
 * its expiration stays live (it is overdue, for a manager to act on) and never frees its unit.
 */
export function liveCondition(now: Date): SQL {
  return and(
    eq(bookings.active, true),
    isNull(bookings.deleted_at),
    or(
      eq(bookings.status, 'BOOKING_STATUS_PAID'),
      and(eq(bookings.status, 'BOOKING_STATUS_BOOKED'), gt(bookings.expiration_date, now)),
    ),
  ) as SQL;
}

/** Rows that hold the unit in the database's partial unique index. */
export const holdsUnit = sql`${bookings.status} in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and ${bookings.active} and ${bookings.deleted_at} is null`;
