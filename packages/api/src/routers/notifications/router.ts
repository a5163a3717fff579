import { createTRPCRouter } from '../../trpc';
import { listNotificationsProcedure } from './list';
import { markNotificationsReadProcedure } from './mark-read';
import { unreadNotificationsProcedure } from './unread';

export const notificationsRouter = createTRPCRouter({
  list: listNotificationsProcedure,
  unread: unreadNotificationsProcedure,
  markRead: markNotificationsReadProcedure,
});
