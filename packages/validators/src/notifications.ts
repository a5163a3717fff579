import { z } from 'zod';
import { uuid } from './common';
import { filtersSchema, paginationSchema } from './list';

export { emailsKind, notificationEmailSettings, type NotificationEmailSettings } from './settings';

/**
 * `notifications.list`: the caller's own notifications in the shared list form, newest first
 * unless asked otherwise. Filter properties: `id`, `kind`, `booking`, `created_at`, `read_at`,
 * `read` (boolean: `{ property: 'read', operator: 'EQ', value: [false] }` is the unread ones).
 */
export const notificationsListInput = z
  .object({
    filter: z.object({ filters: filtersSchema }).prefault({}),
    pagination: paginationSchema
      .extend({
        order_by: paginationSchema.shape.order_by.unwrap().default('id'),
        direction: paginationSchema.shape.direction.unwrap().default('desc'),
      })
      .prefault({}),
  })
  .prefault({});
export type NotificationsListInput = z.infer<typeof notificationsListInput>;

/** A notification's id (a positive integer). */
export const notificationId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * `notifications.markRead`: the caller's notifications `ids` (others' ids change nothing), or
 * `all: true` for every unread one of the caller's.
 */
export const markNotificationsReadInput = z
  .object({
    ids: z.array(notificationId).max(200, 'At most 200 at once').default([]),
    all: z.boolean().default(false),
  })
  .refine((v) => v.all || v.ids.length > 0, { message: 'Required', path: ['ids'] });
export type MarkNotificationsReadInput = z.input<typeof markNotificationsReadInput>;
export type MarkNotificationsReadData = z.output<typeof markNotificationsReadInput>;

/** `notifications.unread`: no input. */
export const notificationsUnreadInput = z.object({}).prefault({});

/** `bookings.extend`: the booking to extend by one click (from a reminder). */
export const extendBookingInput = z.object({ id: uuid });
