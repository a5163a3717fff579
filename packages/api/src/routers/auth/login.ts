import { loginInput } from '@app/validators';
import { login } from '../../services/auth';
import { publicProcedure } from '../../trpc';

/** Op 1. */
export const loginProcedure = publicProcedure
  .input(loginInput)
  .mutation(({ ctx, input }) => login(ctx.db, { ...input, ip: ctx.ip }));
