import type { bookings, Db } from '@app/db';
import { onBookingEnd, onExpirationChange } from '../bookings';
import { followExpiration, revokeActiveLink } from './links';
import { flagPaidBookingRefund } from './refunds';

type BookingRow = typeof bookings.$inferSelect;

/** A booking ended (cancelled or expired): its active link is revoked, a paid one's money flagged. */
async function onEnd(tx: Db, booking: BookingRow, user: string, date: Date): Promise<void> {
  await revokeActiveLink(tx, booking, user, date, 'BOOKING_ENDED');
  await flagPaidBookingRefund(tx, booking, user, date);
}

/**
 * Hooks payments into bookings (they run in the booking's own transaction; bookings never import
 * payments): an ended booking's link is revoked and a paid one's money flagged for refund; an
 * active link's deadline follows the booking's. Called at start-up by every process that changes
 * bookings (runtime `startServer`, the test helpers); idempotent, since bookings keeps a hook once
 * however often the same function is registered.
 */
export function registerPaymentHooks(): void {
  onBookingEnd(onEnd);
  onExpirationChange(followExpiration);
}
