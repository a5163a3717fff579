import { createBookingInput } from '@app/validators';
import { BOOKERS } from '../../lib/roles';
import { createBooking } from '../../services/bookings/create';
import { procedureFor } from '../../trpc';

/** Op 10: realtors become the owner; responsible is the caller unless given. */
export const createBookingProcedure = procedureFor(BOOKERS)
  .input(createBookingInput)
  .mutation(({ ctx, input }) => createBooking(ctx.db, ctx.user, input));
