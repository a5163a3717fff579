import { filtersListInput } from '@app/validators';
import { STAFF } from '../../lib/roles';
import { listUsers } from '../../services/users/users';
import { procedureFor } from '../../trpc';

/** Op 6: managers and sales heads. */
export const listUsersProcedure = procedureFor(STAFF)
  .input(filtersListInput)
  .query(({ ctx, input }) => listUsers(ctx.db, input));
