import { filtersListInput } from '@app/validators';
import { listUsers } from '../../services/users';
import { procedureFor } from '../../trpc';

/** `users.list`: managers and sales heads. */
export const listUsersProcedure = procedureFor('users.list')
  .input(filtersListInput)
  .query(({ ctx, input }) => listUsers(ctx.db, input));
