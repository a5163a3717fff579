import { getUser } from '../../services/users';
import { protectedProcedure } from '../../trpc';

/** Op 5. */
export const meProcedure = protectedProcedure.query(({ ctx }) => getUser(ctx.db, ctx.user.id));
