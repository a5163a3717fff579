import { and, lte, not, sql, type SQL } from 'drizzle-orm';
import { bookings } from '@app/db';
import type { BookingStatus, UnitStatus } from '@app/validators';
import { conflict } from '../../errors';

/**
 * The one definition of a live booking (docs/api.md#bookings), in SQL and in TypeScript: a booking
 * holds its unit while it is BOOKED or PAID, active and not deleted (the partial unique index
 * `bookings_one_live_per_unit` says the same). A BOOKED booking past its expiration has lapsed: it
 * is EXPIRED to every reader even before the sweeper frees the unit. A PAID booking past its
 * expiration stays live (overdue, for a manager to act on) and never frees its unit by itself.
 */
const HOLDING_STATUSES = ['BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID'] as const;

type BookingLike = Pick<typeof bookings.$inferSelect, 'status' | 'expiration_date' | 'active'>;
type DealLike = BookingLike & Pick<typeof bookings.$inferSelect, 'deal_stage'>;

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

/** A PAID booking past its expiration: still live, for a manager to act on (from CONTRACT: never). */
export const isOverdue = (b: DealLike, now: Date) =>
  b.status === 'BOOKING_STATUS_PAID' &&
  (b.deal_stage === 'DEAL_STAGE_BOOKED' || b.deal_stage === 'DEAL_STAGE_PAID') &&
  b.expiration_date <= now;

/**
 * The unit statuses a booking sets: BOOKED when it is made, WAIT_PAYMENT when a payment link is
 * sent, PAID when it is paid. A booking's actions move its unit only between these, and back to
 * AVAILABLE when it ends; any other status (SOLD, UNAVAILABLE, ...) was set by someone else
 * (`units.setStatus`) and is never overwritten by the booking.
 */
const BOOKING_SET_UNIT_STATUSES: ReadonlySet<UnitStatus> = new Set([
  'UNIT_STATUS_BOOKED',
  'UNIT_STATUS_WAIT_PAYMENT',
  'UNIT_STATUS_PAID',
]);
export const setByBooking = (status: UnitStatus) => BOOKING_SET_UNIT_STATUSES.has(status);

/** While a booking waits for its payment, its unit is BOOKED or WAIT_PAYMENT. */
export const awaitsPayment = (status: UnitStatus) =>
  status === 'UNIT_STATUS_BOOKED' || status === 'UNIT_STATUS_WAIT_PAYMENT';

/** The 409 of a link or a payment for a booking whose unit someone else has moved meanwhile. */
export const unitStatusChanged = (status: UnitStatus) =>
  conflict(
    'UNIT_STATUS_CHANGED',
    `The unit's status was changed to ${status.replace('UNIT_STATUS_', '')} outside this booking`,
  );
