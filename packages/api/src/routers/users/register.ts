import { registerUserInput } from '@app/validators';
import { savedOutput } from '@app/validators/outputs';
import { registerUser } from '../../services/users';
import { procedureFor } from '../../trpc';

/** `users.register`: sales heads only; there is no open self-registration. */
export const registerProcedure = procedureFor('users.register')
  .input(registerUserInput)
  .output(savedOutput())
  .mutation(({ ctx, input }) => registerUser(ctx.db, input));
