/** Notifications per user (docs/api.md#notifications): written in the transaction of what they tell. */
export { notify, type NotificationInput } from './notify';
