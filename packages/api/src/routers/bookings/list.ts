import { bookingsListInput } from '@app/validators';
import { listBookings } from '../../services/bookings';
import { procedureFor } from '../../trpc';

/** `bookings.list`: realtors see their own bookings only. */
export const listBookingsProcedure = procedureFor('bookings.read')
  .input(bookingsListInput)
  .query(({ ctx, input }) => listBookings(ctx.db, ctx.user, input));
