import { requestPasswordResetInput } from '@app/validators';
import { requestPasswordReset } from '../../services/auth';
import { publicProcedure } from '../../trpc';

/** Op 3. */
export const requestPasswordResetProcedure = publicProcedure
  .input(requestPasswordResetInput)
  .mutation(({ ctx, input }) => requestPasswordReset(ctx.db, input.email));
