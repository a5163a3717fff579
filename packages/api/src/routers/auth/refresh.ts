import { refreshInput } from '@app/validators';
import { refresh } from '../../services/auth';
import { publicProcedure } from '../../trpc';

/** Op 2. */
export const refreshProcedure = publicProcedure
  .input(refreshInput)
  .mutation(({ ctx, input }) => refresh(ctx.db, input.refresh_token));
