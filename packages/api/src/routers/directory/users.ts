import { userDirectoryInput } from '@app/validators';
import { STAFF_AND_VIEWERS } from '../../lib/roles';
import { listUserDirectory } from '../../services/directory/user-directory';
import { procedureFor } from '../../trpc';

/** Op 45. */
export const usersProcedure = procedureFor(STAFF_AND_VIEWERS)
  .input(userDirectoryInput)
  .query(({ ctx, input }) => listUserDirectory(ctx.db, input));
