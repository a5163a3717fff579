import {
  markNotificationsReadInput,
  notificationsListInput,
  notificationsUnreadInput,
} from '@app/validators';
import {
  notificationsListOutput,
  notificationsMarkedOutput,
  notificationsUnreadOutput,
} from '@app/validators/outputs';
import { sampleList } from '../procedure-doc';
import {
  listNotifications,
  markNotificationsRead,
  unreadNotifications,
} from '../services/notifications';
import { createTRPCRouter, procedureFor } from '../trpc';

export const notificationsRouter = createTRPCRouter({
  /** The caller's own, newest first (filter `read`: unread ones). */
  list: procedureFor('notifications.manage', {
    summary: 'The caller’s own notifications',
    description: 'The caller’s own notifications, list form, newest first.',
    appCodes: ['INVALID_FILTER', 'INVALID_ORDER'],
    example: sampleList(),
  })
    .input(notificationsListInput)
    .output(notificationsListOutput)
    .query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input)),
  /** The bell's poll, one cheap statement (count and newest id). */
  unread: procedureFor('notifications.manage', {
    summary: 'The caller’s unread count and latest notifications',
    description:
      '`{ count, latest }`: the caller’s unread count and newest id (the bell polls it).',
  })
    .input(notificationsUnreadInput)
    .output(notificationsUnreadOutput)
    .query(({ ctx }) => unreadNotifications(ctx.db, ctx.user.id)),
  /** The caller's own among `ids` (or `all`); others' change nothing. */
  markRead: procedureFor('notifications.manage', {
    summary: 'Marks notifications read',
    description:
      '`{ ids }` or `{ all: true }`: the caller’s own turn read; others’ ids change nothing; `{ message, count }`.',
    example: { ids: [1, 2, 3] },
  })
    .input(markNotificationsReadInput)
    .output(notificationsMarkedOutput)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.db, ctx.user.id, input)),
});
