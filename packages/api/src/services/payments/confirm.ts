import type { Db } from '@app/db';
import type { ConfirmManualPaymentData } from '@app/validators';
import { getEnv } from '../../env';
import { countPayment } from '../../lib/metrics';
import type { AuthUser } from '../auth';
import { bookingNotFound, findBooking, mayChange } from '../bookings';
import { bookingFee, registerPayment } from './register';

/**
 * `payments.confirmManual`: a manager confirms a payment made at the office. A second confirmation
 * (a retried request, a colleague at the same moment, a webhook that came first) is 409
 * BOOKING_ALREADY_PAID and registers nothing.
 */
export async function confirmManualPayment(
  db: Db,
  actor: AuthUser,
  input: ConfirmManualPaymentData,
  now = new Date(),
) {
  const b = await findBooking(db, input.booking);
  if (!mayChange(actor, b)) throw bookingNotFound();
  const result = await registerPayment(
    db,
    {
      booking: b.id,
      provider: 'MANUAL',
      amount: bookingFee(),
      currency: getEnv().CURRENCY,
      order: input.order ?? null,
      confirmed_by: actor.id,
      external_ref: input.external_ref ?? null,
      method: input.method ?? null,
      paid_at: input.paid_at ?? null,
      receipt_number: input.receipt_number ?? null,
    },
    actor.id,
    { now, throwOnRefusal: true },
  );
  countPayment('MANUAL', 'succeeded');
  return {
    item: { id: result.payment },
    message: `Payment of booking №\u00a0${result.booking.number} confirmed`,
  };
}
