import { userDirectoryInput } from '@app/validators';
import { listUserDirectory } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** Op 45. */
export const usersProcedure = procedureFor('directory.staff')
  .input(userDirectoryInput)
  .query(({ ctx, input }) => listUserDirectory(ctx.db, input));
