import { filtersListInput } from '@app/validators';
import { authRoleOutput, listOutput } from '@app/validators/outputs';
import { listAuthRoles } from '../../services/auth';
import { procedureFor } from '../../trpc';

/** `auth.roles`: the roles a user can have (`title`, `slug`), list form. */
export const rolesProcedure = procedureFor('profile.manage')
  .input(filtersListInput)
  .output(listOutput(authRoleOutput))
  .query(({ ctx, input }) => listAuthRoles(ctx.db, input));
