import { searchBookingsInput } from '@app/validators';
import { bookingOutput, listOutput } from '@app/validators/outputs';
import { searchBookings } from '../../services/bookings';
import { procedureFor } from '../../trpc';

/** `bookings.search`. */
export const searchBookingsProcedure = procedureFor('bookings.read')
  .input(searchBookingsInput)
  .output(listOutput(bookingOutput))
  .query(({ ctx, input }) => searchBookings(ctx.db, ctx.user, input));
