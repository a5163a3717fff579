import { createBookingInput } from '@app/validators';
import { savedOutput } from '@app/validators/outputs';
import { createBooking } from '../../services/booking-lifecycle';
import { procedureFor } from '../../trpc';

/** `bookings.create`: realtors become the owner; responsible is the caller unless given. */
export const createBookingProcedure = procedureFor('bookings.write')
  .input(createBookingInput)
  .output(savedOutput())
  .mutation(({ ctx, input }) => createBooking(ctx.db, ctx.user, input));
