import { updateBookingGroupInput } from '@app/validators';
import { savedOutput } from '@app/validators/outputs';
import { updateGroup } from '../../services/booking-groups';
import { procedureFor } from '../../trpc';

/** `bookingGroups.update`: renames a group, replaces its members, deactivates it. */
export const updateGroupProcedure = procedureFor('bookings.write')
  .input(updateBookingGroupInput)
  .output(savedOutput())
  .mutation(({ ctx, input }) => updateGroup(ctx.db, ctx.user, input));
