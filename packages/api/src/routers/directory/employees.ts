import { filtersListInput } from '@app/validators';
import { employeeOutput, listOutput } from '@app/validators/outputs';
import { listEmployees } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** `directory.employees`: the developer's employees with their department and job roles. */
export const employeesProcedure = procedureFor('directory.staff')
  .input(filtersListInput)
  .output(listOutput(employeeOutput))
  .query(({ ctx, input }) => listEmployees(ctx.db, input));
