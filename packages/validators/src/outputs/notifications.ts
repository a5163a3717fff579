import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../statuses';
import { isoOut, listOutput, savedOutput, uuidOut } from './common';

/** One notification as `notifications.list` shows it (the caller's own). */
export const notificationOut = z.strictObject({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  booking: uuidOut.nullable(),
  /**
   * What the text needs, written with the notification: `number` (booking), `unit_code`, `unit_number`,
   * `expiration_date` (ISO), `amount`, `status`, `url` and `reason` (webhook endpoint), `queued`.
   */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_at: isoOut,
  read_at: isoOut.nullable(),
  read: z.boolean(),
});
export const notificationsListOutput = listOutput(notificationOut);

/** `notifications.unread`: the count, and the newest id (the bell reloads its list when it moves). */
export const notificationsUnreadOutput = z.strictObject({
  count: z.number().int(),
  latest: z.number().int().nullable(),
});

/** `notifications.markRead`: how many of the caller's notifications turned read. */
export const notificationsMarkedOutput = z.strictObject({
  message: z.string(),
  count: z.number().int(),
});

/** `bookings.extend`: the booking and its new expiration. */
export const bookingExtendedOutput = savedOutput({ expiration_date: isoOut });
