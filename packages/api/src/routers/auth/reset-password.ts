import { resetPasswordInput } from '@app/validators';
import { passwordResetOutput } from '@app/validators/outputs';
import { resetPassword } from '../../services/auth';
import { publicProcedure } from '../../trpc';

/** `auth.resetPassword`: sets a new password with the e-mailed token; ends every session. */
export const resetPasswordProcedure = publicProcedure
  .input(resetPasswordInput)
  .output(passwordResetOutput)
  .mutation(({ ctx, input }) => resetPassword(ctx.db, { ...input, ip: ctx.ip }));
