import { userOutput } from '@app/validators/outputs';
import { getUser } from '../../services/users';
import { protectedProcedure } from '../../trpc';

/** `users.me`: the caller's own user record. */
export const meProcedure = protectedProcedure
  .output(userOutput)
  .query(({ ctx }) => getUser(ctx.db, ctx.user.id));
