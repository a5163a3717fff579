import { notificationsUnreadInput } from '@app/validators';
import { notificationsUnreadOutput } from '@app/validators/outputs';
import { unreadNotifications } from '../../services/notifications';
import { procedureFor } from '../../trpc';

/** `notifications.unread`: the bell's poll, one cheap statement (count and newest id). */
export const unreadNotificationsProcedure = procedureFor('notifications.manage')
  .input(notificationsUnreadInput)
  .output(notificationsUnreadOutput)
  .query(({ ctx }) => unreadNotifications(ctx.db, ctx.user.id));
