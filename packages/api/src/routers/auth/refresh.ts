import { refreshInput } from '@app/validators';
import { tokensOutput } from '@app/validators/outputs';
import { refresh } from '../../services/auth';
import { publicProcedure } from '../../trpc';

/** `auth.refresh`: a refresh token → a new token pair (the old one is spent). */
export const refreshProcedure = publicProcedure
  .input(refreshInput)
  .output(tokensOutput)
  .mutation(({ ctx, input }) => refresh(ctx.db, input.refresh_token));
