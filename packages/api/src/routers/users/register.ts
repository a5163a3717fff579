import { registerUserInput } from '@app/validators';
import { SALES_HEAD } from '../../lib/roles';
import { registerUser } from '../../services/users/users';
import { procedureFor } from '../../trpc';

/** Op 7: sales heads only; there is no open self-registration. */
export const registerProcedure = procedureFor(SALES_HEAD)
  .input(registerUserInput)
  .mutation(({ ctx, input }) => registerUser(ctx.db, input));
