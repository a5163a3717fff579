import { filtersListInput } from '@app/validators';
import { ANY_ROLE } from '../../lib/roles';
import { listAuthRoles } from '../../services/auth/roles';
import { procedureFor } from '../../trpc';

/** Op 9. */
export const rolesProcedure = procedureFor(ANY_ROLE)
  .input(filtersListInput)
  .query(({ ctx, input }) => listAuthRoles(ctx.db, input));
