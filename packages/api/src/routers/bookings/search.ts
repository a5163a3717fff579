import { searchBookingsInput } from '@app/validators';
import { ANY_ROLE } from '../../lib/roles';
import { searchBookings } from '../../services/bookings/list';
import { procedureFor } from '../../trpc';

/** Op 13. */
export const searchBookingsProcedure = procedureFor(ANY_ROLE)
  .input(searchBookingsInput)
  .query(({ ctx, input }) => searchBookings(ctx.db, ctx.user, input));
