import type { bookings } from '@app/db';
import type { UnitStatus } from '@app/validators';
import { conflict, type AppError } from '../../errors';
import { awaitsPayment, effectiveStatus, unitStatusChanged } from '../bookings';

type BookingState = Pick<typeof bookings.$inferSelect, 'status' | 'expiration_date' | 'active'>;

/** Why a booking cannot take a payment now (the `reason` of a REFUND_REQUIRED payment). */
export type BookingRefusal = 'BOOKING_ALREADY_PAID' | 'BOOKING_NOT_PAYABLE' | 'UNIT_STATUS_CHANGED';
/** Why a payment was not applied: the booking's refusal, or money other than the fee. */
export type PaymentRefusal = BookingRefusal | 'AMOUNT_MISMATCH';

/**
 * The one "is payable" rule (a new link, a payment, the public page): a booking that is BOOKED,
 * active and unexpired, whose unit still awaits payment (someone else may have set SOLD,
 * UNAVAILABLE, ...: a payment never overwrites it). Null when the booking can be paid.
 */
export function bookingRefusal(
  b: BookingState,
  unitStatus: UnitStatus,
  now: Date,
): BookingRefusal | null {
  if (b.status === 'BOOKING_STATUS_PAID') return 'BOOKING_ALREADY_PAID';
  if (!b.active || effectiveStatus(b, now) !== 'BOOKING_STATUS_BOOKED')
    return 'BOOKING_NOT_PAYABLE';
  if (!awaitsPayment(unitStatus)) return 'UNIT_STATUS_CHANGED';
  return null;
}

export const bookingNotPayable = () =>
  conflict('BOOKING_NOT_PAYABLE', 'Only a booked, unexpired booking can be paid');

export const alreadyPaid = () => conflict('BOOKING_ALREADY_PAID', 'This booking is already paid');

const amountMismatch = () =>
  conflict('AMOUNT_MISMATCH', 'The amount or currency differs from the booking fee');

/** The 409 of a payment that cannot be applied (`payments.confirmManual`), one per reason. */
export function paymentRefusalError(reason: PaymentRefusal, unitStatus: UnitStatus): AppError {
  switch (reason) {
    case 'BOOKING_ALREADY_PAID':
      return alreadyPaid();
    case 'BOOKING_NOT_PAYABLE':
      return bookingNotPayable();
    case 'UNIT_STATUS_CHANGED':
      return unitStatusChanged(unitStatus);
    case 'AMOUNT_MISMATCH':
      return amountMismatch();
  }
}

/** The 409 of `paymentLinks.create` for a booking that cannot be paid, one per reason. */
export function linkRefusalError(reason: BookingRefusal, unitStatus: UnitStatus): AppError {
  switch (reason) {
    // A paid booking needs no link: "not payable", like a cancelled or an expired one.
    case 'BOOKING_ALREADY_PAID':
    case 'BOOKING_NOT_PAYABLE':
      return bookingNotPayable();
    case 'UNIT_STATUS_CHANGED':
      return unitStatusChanged(unitStatus);
  }
}
