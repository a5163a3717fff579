import { filtersListInput } from '@app/validators';
import { listOutput, userOutput } from '@app/validators/outputs';
import { listUsers } from '../../services/users';
import { procedureFor } from '../../trpc';

/** `users.list`: managers and sales heads. */
export const listUsersProcedure = procedureFor('users.list')
  .input(filtersListInput)
  .output(listOutput(userOutput))
  .query(({ ctx, input }) => listUsers(ctx.db, input));
