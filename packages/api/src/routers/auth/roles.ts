import { filtersListInput } from '@app/validators';
import { listAuthRoles } from '../../services/auth';
import { procedureFor } from '../../trpc';

/** Op 9. */
export const rolesProcedure = procedureFor('profile.manage')
  .input(filtersListInput)
  .query(({ ctx, input }) => listAuthRoles(ctx.db, input));
