import { loginInput } from '@app/validators';
import { login } from '../../services/auth';
import { publicProcedure } from '../../trpc';

/** `auth.login`: e-mail or phone and password → access and refresh tokens. */
export const loginProcedure = publicProcedure
  .input(loginInput)
  .mutation(({ ctx, input }) => login(ctx.db, { ...input, ip: ctx.ip }));
