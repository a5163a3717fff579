import { updateBookingGroupInput } from '@app/validators';
import { updateGroup } from '../../services/booking-groups';
import { procedureFor } from '../../trpc';

/** Op 17. */
export const updateGroupProcedure = procedureFor('bookings.write')
  .input(updateBookingGroupInput)
  .mutation(({ ctx, input }) => updateGroup(ctx.db, ctx.user, input));
