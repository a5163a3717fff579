import { filtersListInput } from '@app/validators';
import { STAFF_AND_VIEWERS } from '../../lib/roles';
import { listDepartments } from '../../services/directory/departments';
import { procedureFor } from '../../trpc';

/** Op 44. */
export const departmentsProcedure = procedureFor(STAFF_AND_VIEWERS)
  .input(filtersListInput)
  .query(({ ctx, input }) => listDepartments(ctx.db, input));
