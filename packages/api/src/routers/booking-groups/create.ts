import { createBookingGroupInput } from '@app/validators';
import { createGroup } from '../../services/booking-groups';
import { procedureFor } from '../../trpc';

/** Op 15. */
export const createGroupProcedure = procedureFor('bookings.write')
  .input(createBookingGroupInput)
  .mutation(({ ctx, input }) => createGroup(ctx.db, ctx.user, input));
