import { requestPasswordResetInput } from '@app/validators';
import { passwordResetRequestedOutput } from '@app/validators/outputs';
import { requestPasswordReset } from '../../services/auth';
import { publicProcedure } from '../../trpc';

/** `auth.requestPasswordReset`: e-mails a recovery link; the same answer for an unknown address. */
export const requestPasswordResetProcedure = publicProcedure
  .input(requestPasswordResetInput)
  .output(passwordResetRequestedOutput)
  .mutation(({ ctx, input }) => requestPasswordReset(ctx.db, input.email));
