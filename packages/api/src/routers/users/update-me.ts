import { updateMeInput } from '@app/validators';
import { savedOutput } from '@app/validators/outputs';
import { updateMe } from '../../services/users';
import { protectedProcedure } from '../../trpc';

/** `users.updateMe`. */
export const updateMeProcedure = protectedProcedure
  .input(updateMeInput)
  .output(savedOutput())
  .mutation(({ ctx, input }) => updateMe(ctx.db, ctx.user.id, input));
