import { filtersListInput } from '@app/validators';
import { listEmployees } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** `directory.employees`: the developer's employees with their department and job roles. */
export const employeesProcedure = procedureFor('directory.staff')
  .input(filtersListInput)
  .query(({ ctx, input }) => listEmployees(ctx.db, input));
