import { filtersListInput } from '@app/validators';
import { listEmployees } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** Op 41. */
export const employeesProcedure = procedureFor('directory.staff')
  .input(filtersListInput)
  .query(({ ctx, input }) => listEmployees(ctx.db, input));
