import { userDirectoryInput } from '@app/validators';
import { directoryUserOutput, listOutput } from '@app/validators/outputs';
import { listUserDirectory } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** `directory.users`: the combined user directory, by `full_name`. */
export const usersProcedure = procedureFor('directory.staff')
  .input(userDirectoryInput)
  .output(listOutput(directoryUserOutput))
  .query(({ ctx, input }) => listUserDirectory(ctx.db, input));
