import { updateBookingInput } from '@app/validators';
import { BOOKERS } from '../../lib/roles';
import { updateBooking } from '../../services/bookings/update';
import { procedureFor } from '../../trpc';

/** Op 12: `active: false` cancels. */
export const updateBookingProcedure = procedureFor(BOOKERS)
  .input(updateBookingInput)
  .mutation(({ ctx, input }) => updateBooking(ctx.db, ctx.user, input));
