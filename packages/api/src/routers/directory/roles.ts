import { filtersListInput } from '@app/validators';
import { listStaffRoles } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** `directory.roles`: job roles. */
export const rolesProcedure = procedureFor('directory.staff')
  .input(filtersListInput)
  .query(({ ctx, input }) => listStaffRoles(ctx.db, input));
