import { zodResolver } from '@hookform/resolvers/zod';
import { createBookingGroupInput, updateBookingInput } from '@app/validators';

/**
 * The booking forms' resolvers (the procedures' own schemas), in a module of their own so that the
 * bookings screens load zod and @app/validators only when a form first validates
 * (see ~/lib/lazy-resolver).
 */
export const groupName = zodResolver(createBookingGroupInput.pick({ name: true }), undefined, {
  raw: true,
});
export const updateBooking = zodResolver(updateBookingInput, undefined, { raw: true });
