import { bookingsListInput } from '@app/validators';
import { bookingOutput, listOutput } from '@app/validators/outputs';
import { listBookings } from '../../services/bookings';
import { procedureFor } from '../../trpc';

/** `bookings.list`: realtors see their own bookings only. */
export const listBookingsProcedure = procedureFor('bookings.read')
  .input(bookingsListInput)
  .output(listOutput(bookingOutput))
  .query(({ ctx, input }) => listBookings(ctx.db, ctx.user, input));
