import { and, lte, not, sql, type SQL } from 'drizzle-orm';
import { bookings } from '@app/db';
import type { BookingStatus } from '@app/validators';

/**
 * The one definition of a live booking (product.md §6), in SQL and in TypeScript: a booking holds
 * its unit while it is BOOKED or PAID, active and not deleted (the partial unique index
 * `bookings_one_live_per_unit` says the same). A BOOKED booking past its expiration has lapsed:
 * it is EXPIRED to every reader even before the sweeper frees the unit. A PAID booking past its
 * expiration stays live (overdue, for a manager to act on) and never frees its unit by itself.
 */
const HOLDING_STATUSES = ['BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID'] as const;

type BookingLike = Pick<typeof bookings.$inferSelect, 'status' | 'expiration_date' | 'active'>;

/**
 * Rows that hold the unit, written exactly as the predicate of the partial indexes (literals, not
 * parameters), so the planner can use them.
 */
export const holdsUnit = sql`${bookings.status} in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and ${bookings.active} and ${bookings.deleted_at} is null`;

const lapsedAt = (now: Date) =>
  sql`(${bookings.status} = 'BOOKING_STATUS_BOOKED' and ${lte(bookings.expiration_date, now)})`;

/** SQL for "live": holds its unit and has not lapsed. */
export const liveCondition = (now: Date): SQL => and(holdsUnit, not(lapsedAt(now))) as SQL;

/** SQL for "lapsed but not yet swept": what the sweeper expires. */
export const lapsedCondition = (now: Date): SQL => and(holdsUnit, lapsedAt(now)) as SQL;

/** A BOOKED booking past its expiration is expired even before the sweeper has run. */
export function effectiveStatus(b: BookingLike, now: Date): BookingStatus {
  return b.status === 'BOOKING_STATUS_BOOKED' && b.expiration_date <= now
    ? 'BOOKING_STATUS_EXPIRED'
    : b.status;
}

export const isLive = (b: BookingLike, now: Date) =>
  b.active && (HOLDING_STATUSES as readonly string[]).includes(effectiveStatus(b, now));

/** A PAID booking past its expiration: still live, for a manager to act on. */
export const isOverdue = (b: BookingLike, now: Date) =>
  b.status === 'BOOKING_STATUS_PAID' && b.expiration_date <= now;
