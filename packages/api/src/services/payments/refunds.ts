import { and, eq } from 'drizzle-orm';
import { payments, type bookings, type Db } from '@app/db';
import { recordHistory } from '../bookings';
import { recordPaymentEvent } from './events';

type BookingRow = typeof bookings.$inferSelect;

/**
 * A paid booking that ends (a manager cancels it) keeps the customer's money: its applied payment
 * becomes REFUND_REQUIRED, in the same transaction and in the booking's history, so the ledger
 * shows what must go back. Called by services/booking-lifecycle `bookingEnded`.
 */
export async function flagPaidBookingRefund(
  tx: Db,
  booking: BookingRow,
  user: string,
  date: Date,
): Promise<void> {
  if (booking.status !== 'BOOKING_STATUS_PAID') return;
  const flagged = await tx
    .update(payments)
    .set({ status: 'REFUND_REQUIRED', reason: 'BOOKING_CANCELLED', updated_at: date })
    .where(and(eq(payments.booking, booking.id), eq(payments.status, 'SUCCEEDED')))
    .returning({ id: payments.id });
  for (const p of flagged) {
    await recordHistory(
      tx,
      { booking: booking.id, entity_type: 'Payment', entity_id: p.id, user, date },
      [
        ['status', 'SUCCEEDED', 'REFUND_REQUIRED'],
        ['reason', null, 'BOOKING_CANCELLED'],
      ],
    );
    await recordPaymentEvent(tx, 'payment.refund_required', p.id, booking.unit, date);
  }
}
