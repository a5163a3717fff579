import { notificationsListInput } from '@app/validators';
import { notificationsListOutput } from '@app/validators/outputs';
import { listNotifications } from '../../services/notifications';
import { procedureFor } from '../../trpc';

/** `notifications.list`: the caller's own, newest first (filter `read`: unread ones). */
export const listNotificationsProcedure = procedureFor('notifications.manage')
  .input(notificationsListInput)
  .output(notificationsListOutput)
  .query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input));
