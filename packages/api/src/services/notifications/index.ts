/** Notifications per user (docs/api.md#notifications): written in the transaction of what they tell. */
export { notify, type NotificationInput } from './notify';
export { mailNotifications, type WrittenNotification } from './mail';
export {
  listNotifications,
  markNotificationsRead,
  toNotificationDto,
  unreadNotifications,
  type NotificationDto,
} from './list';
export { crmAuthFailed, endpointDisabled } from './endpoint-disabled';
export { localeOf, notificationMail, notificationTitle } from './render';
