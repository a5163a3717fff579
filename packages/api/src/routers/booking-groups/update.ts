import { updateBookingGroupInput } from '@app/validators';
import { BOOKERS } from '../../lib/roles';
import { updateGroup } from '../../services/booking-groups/groups';
import { procedureFor } from '../../trpc';

/** Op 17. */
export const updateGroupProcedure = procedureFor(BOOKERS)
  .input(updateBookingGroupInput)
  .mutation(({ ctx, input }) => updateGroup(ctx.db, ctx.user, input));
