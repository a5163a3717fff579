import { updateBookingInput } from '@app/validators';
import { savedOutput } from '@app/validators/outputs';
import { updateBooking } from '../../services/booking-lifecycle';
import { procedureFor } from '../../trpc';

/** `bookings.update`: `active: false` cancels. */
export const updateBookingProcedure = procedureFor('bookings.write')
  .input(updateBookingInput)
  .output(savedOutput())
  .mutation(({ ctx, input }) => updateBooking(ctx.db, ctx.user, input));
