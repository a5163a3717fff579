import { createBookingGroupInput } from '@app/validators';
import { savedOutput } from '@app/validators/outputs';
import { createGroup } from '../../services/booking-groups';
import { procedureFor } from '../../trpc';

/** `bookingGroups.create`: groups bookings under a name. */
export const createGroupProcedure = procedureFor('bookings.write')
  .input(createBookingGroupInput)
  .output(savedOutput())
  .mutation(({ ctx, input }) => createGroup(ctx.db, ctx.user, input));
