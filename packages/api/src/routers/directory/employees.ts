import { filtersListInput } from '@app/validators';
import { STAFF_AND_VIEWERS } from '../../lib/roles';
import { listEmployees } from '../../services/directory/employees';
import { procedureFor } from '../../trpc';

/** Op 41. */
export const employeesProcedure = procedureFor(STAFF_AND_VIEWERS)
  .input(filtersListInput)
  .query(({ ctx, input }) => listEmployees(ctx.db, input));
