import { filtersListInput } from '@app/validators';
import { listDepartments } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** `directory.departments`: departments. */
export const departmentsProcedure = procedureFor('directory.staff')
  .input(filtersListInput)
  .query(({ ctx, input }) => listDepartments(ctx.db, input));
