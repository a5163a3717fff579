import { bookingsListInput } from '@app/validators';
import { ANY_ROLE } from '../../lib/roles';
import { listBookings } from '../../services/bookings/list';
import { procedureFor } from '../../trpc';

/** Op 11: realtors see their own bookings only. */
export const listBookingsProcedure = procedureFor(ANY_ROLE)
  .input(bookingsListInput)
  .query(({ ctx, input }) => listBookings(ctx.db, ctx.user, input));
