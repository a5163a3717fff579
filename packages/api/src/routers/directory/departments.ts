import { filtersListInput } from '@app/validators';
import { departmentOutput, listOutput } from '@app/validators/outputs';
import { listDepartments } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** `directory.departments`: departments. */
export const departmentsProcedure = procedureFor('directory.staff')
  .input(filtersListInput)
  .output(listOutput(departmentOutput))
  .query(({ ctx, input }) => listDepartments(ctx.db, input));
