import { createBookingGroupInput } from '@app/validators';
import { BOOKERS } from '../../lib/roles';
import { createGroup } from '../../services/booking-groups/groups';
import { procedureFor } from '../../trpc';

/** Op 15. */
export const createGroupProcedure = procedureFor(BOOKERS)
  .input(createBookingGroupInput)
  .mutation(({ ctx, input }) => createGroup(ctx.db, ctx.user, input));
