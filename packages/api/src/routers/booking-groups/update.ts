import { updateBookingGroupInput } from '@app/validators';
import { updateGroup } from '../../services/booking-groups';
import { procedureFor } from '../../trpc';

/** `bookingGroups.update`: renames a group, replaces its members, deactivates it. */
export const updateGroupProcedure = procedureFor('bookings.write')
  .input(updateBookingGroupInput)
  .mutation(({ ctx, input }) => updateGroup(ctx.db, ctx.user, input));
