import { filtersListInput } from '@app/validators';
import { listOutput, staffRoleOutput } from '@app/validators/outputs';
import { listStaffRoles } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** `directory.roles`: job roles. */
export const rolesProcedure = procedureFor('directory.staff')
  .input(filtersListInput)
  .output(listOutput(staffRoleOutput))
  .query(({ ctx, input }) => listStaffRoles(ctx.db, input));
