import { getByIdInput } from '@app/validators';
import { bookingOutput } from '@app/validators/outputs';
import { getBooking } from '../../services/bookings';
import { procedureFor } from '../../trpc';

/** One booking, live or not; realtors see their own only (404 for another's). */
export const getBookingProcedure = procedureFor('bookings.read')
  .input(getByIdInput)
  .output(bookingOutput)
  .query(({ ctx, input }) => getBooking(ctx.db, ctx.user, input.id));
