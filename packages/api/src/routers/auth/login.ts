import { loginInput } from '@app/validators';
import { tokensOutput } from '@app/validators/outputs';
import { login } from '../../services/auth';
import { publicProcedure } from '../../trpc';

/** `auth.login`: e-mail or phone and password → access and refresh tokens. */
export const loginProcedure = publicProcedure
  .input(loginInput)
  .output(tokensOutput)
  .mutation(({ ctx, input }) => login(ctx.db, { ...input, ip: ctx.ip }));
