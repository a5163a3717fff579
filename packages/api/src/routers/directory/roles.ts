import { filtersListInput } from '@app/validators';
import { STAFF_AND_VIEWERS } from '../../lib/roles';
import { listStaffRoles } from '../../services/directory/roles';
import { procedureFor } from '../../trpc';

/** Op 43. */
export const rolesProcedure = procedureFor(STAFF_AND_VIEWERS)
  .input(filtersListInput)
  .query(({ ctx, input }) => listStaffRoles(ctx.db, input));
