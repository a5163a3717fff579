import { searchBookingsInput } from '@app/validators';
import { searchBookings } from '../../services/bookings';
import { procedureFor } from '../../trpc';

/** `bookings.search`. */
export const searchBookingsProcedure = procedureFor('bookings.read')
  .input(searchBookingsInput)
  .query(({ ctx, input }) => searchBookings(ctx.db, ctx.user, input));
