import { resetPasswordInput } from '@app/validators';
import { resetPassword } from '../../services/auth';
import { publicProcedure } from '../../trpc';

/** Op 4. */
export const resetPasswordProcedure = publicProcedure
  .input(resetPasswordInput)
  .mutation(({ ctx, input }) => resetPassword(ctx.db, { ...input, ip: ctx.ip }));
