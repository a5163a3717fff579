import { filtersListInput } from '@app/validators';
import { ANY_ROLE } from '../../lib/roles';
import { listGroups } from '../../services/booking-groups/groups';
import { procedureFor } from '../../trpc';

/** Op 16. */
export const listGroupsProcedure = procedureFor(ANY_ROLE)
  .input(filtersListInput)
  .query(({ ctx, input }) => listGroups(ctx.db, ctx.user, input));
