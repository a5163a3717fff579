import type { UnitStatus } from '@app/validators';
import { conflict } from '../../errors';
import { unitStatusChanged } from '../bookings';

export const bookingNotPayable = () =>
  conflict('BOOKING_NOT_PAYABLE', 'Only a booked, unexpired booking can be paid');

export const alreadyPaid = () => conflict('BOOKING_ALREADY_PAID', 'This booking is already paid');

/** The 409 for a refusal reason of `registerPayment`. */
export function refusalError(reason: string, unitStatus: UnitStatus) {
  if (reason === 'BOOKING_ALREADY_PAID') return alreadyPaid();
  if (reason === 'UNIT_STATUS_CHANGED') return unitStatusChanged(unitStatus);
  return bookingNotPayable();
}
