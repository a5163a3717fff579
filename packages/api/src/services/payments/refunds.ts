import { and, eq } from 'drizzle-orm';
import { payments, type bookings, type Db } from '@app/db';
import type { RefundPaymentData } from '@app/validators';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../auth';
import { recordHistory } from '../bookings';
import { recordPaymentEvent } from './events';
import { toPaymentDtos, type PaymentDto } from './ledger';
import { requestRefund } from './refund-job';

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
    .returning();
  for (const p of flagged) {
    await recordHistory(
      tx,
      { booking: booking.id, entity_type: 'Payment', entity_id: p.id, user, date },
      [
        ['status', 'SUCCEEDED', 'REFUND_REQUIRED'],
        ['reason', null, 'BOOKING_CANCELLED'],
      ],
    );
    await requestRefund(tx, p, 'BOOKING_CANCELLED', user, date);
    await recordPaymentEvent(tx, 'payment.refund_required', p.id, booking.unit, date);
  }
}

/**
 * `payments.refund`: a sales head refunds money no booking holds (REFUND_REQUIRED), with a reason:
 * through its provider (a job), again after a FAILED refund; money its provider cannot refund
 * (MANUAL, the sandbox) is recorded as returned by hand. A payment that pays its booking is
 * refunded by cancelling the booking, which flags it.
 */
export async function refundPayment(db: Db, actor: AuthUser, input: RefundPaymentData) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, input.id)).for('update');
    if (!p) throw notFound('PAYMENT_NOT_FOUND', 'No such payment');
    if (p.refund_status === 'REQUESTED' || p.refund_status === 'SUCCEEDED')
      throw conflict(
        'REFUND_ALREADY_REQUESTED',
        `The refund is already ${p.refund_status.toLowerCase()}`,
      );
    if (p.status !== 'REFUND_REQUIRED')
      throw conflict(
        'PAYMENT_NOT_REFUNDABLE',
        'Only a REFUND_REQUIRED payment is refunded: cancel its booking first',
      );
    if (await requestRefund(tx, p, input.reason, actor.id, now)) return;
    await tx
      .update(payments)
      .set({ refund_status: 'SUCCEEDED', refund_reason: input.reason, refunded_at: now })
      .where(eq(payments.id, p.id));
    await recordHistory(
      tx,
      { booking: p.booking, entity_type: 'Payment', entity_id: p.id, user: actor.id, date: now },
      [
        ['refund_status', p.refund_status, 'SUCCEEDED'],
        ['refund_reason', null, input.reason],
      ],
    );
  });
  const rows = await db.select().from(payments).where(eq(payments.id, input.id));
  return { item: (await toPaymentDtos(db, rows))[0] as PaymentDto };
}
