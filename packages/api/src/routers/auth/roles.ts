import { filtersListInput } from '@app/validators';
import { listAuthRoles } from '../../services/auth';
import { procedureFor } from '../../trpc';

/** `auth.roles`: the roles a user can have (`title`, `slug`), list form. */
export const rolesProcedure = procedureFor('profile.manage')
  .input(filtersListInput)
  .query(({ ctx, input }) => listAuthRoles(ctx.db, input));
