import { getUser } from '../../services/users';
import { protectedProcedure } from '../../trpc';

/** `users.me`: the caller's own user record. */
export const meProcedure = protectedProcedure.query(({ ctx }) => getUser(ctx.db, ctx.user.id));
