import { markNotificationsReadInput } from '@app/validators';
import { notificationsMarkedOutput } from '@app/validators/outputs';
import { markNotificationsRead } from '../../services/notifications';
import { procedureFor } from '../../trpc';

/** `notifications.markRead`: the caller's own among `ids` (or `all`); others' change nothing. */
export const markNotificationsReadProcedure = procedureFor('notifications.manage')
  .input(markNotificationsReadInput)
  .output(notificationsMarkedOutput)
  .mutation(({ ctx, input }) => markNotificationsRead(ctx.db, ctx.user.id, input));
