import { conflict } from '../../errors';

export const bookingNotPayable = () =>
  conflict('BOOKING_NOT_PAYABLE', 'Only a booked, unexpired booking can be paid');

export const alreadyPaid = () => conflict('BOOKING_ALREADY_PAID', 'This booking is already paid');

/** The 409 for a refusal reason of `registerPayment`. */
export const refusalError = (reason: string) =>
  reason === 'BOOKING_ALREADY_PAID' ? alreadyPaid() : bookingNotPayable();
