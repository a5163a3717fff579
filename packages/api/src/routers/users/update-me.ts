import { updateMeInput } from '@app/validators';
import { updateMe } from '../../services/users';
import { protectedProcedure } from '../../trpc';

/** `users.updateMe`. */
export const updateMeProcedure = protectedProcedure
  .input(updateMeInput)
  .mutation(({ ctx, input }) => updateMe(ctx.db, ctx.user.id, input));
