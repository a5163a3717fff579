import { and, count, eq, isNull, max, sql } from 'drizzle-orm';
import { anyOf, notifications, type Db } from '@app/db';
import type { MarkNotificationsReadData, NotificationsListInput } from '@app/validators';
import { iso } from '../../lib/dto';
import { listPage, mapPage, type ListResource } from '../../lib/list';

/** The list's filter and order whitelist (docs/api.md#notifications). */
const notificationList: ListResource<typeof notifications> = {
  table: notifications,
  idColumn: notifications.id,
  properties: {
    id: { expr: notifications.id, kind: 'number' },
    kind: { expr: notifications.kind, kind: 'string' },
    booking: { expr: notifications.booking, kind: 'uuid' },
    created_at: { expr: notifications.created_at, kind: 'date' },
    read_at: { expr: notifications.read_at, kind: 'date' },
    read: { expr: sql`(${notifications.read_at} is not null)`, kind: 'boolean' },
  },
  orderBy: ['id', 'created_at', 'read_at'],
};

type NotificationRow = typeof notifications.$inferSelect;
type DataValue = string | number | boolean | null;

/** Only the scalar values of `data` leave the server (the output schema's shape). */
function scalars(data: Record<string, unknown>): Record<string, DataValue> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
    ),
  ) as Record<string, DataValue>;
}

export function toNotificationDto(r: NotificationRow) {
  return {
    id: r.id,
    kind: r.kind,
    booking: r.booking,
    data: scalars(r.data),
    created_at: iso(r.created_at) as string,
    read_at: iso(r.read_at),
    read: r.read_at !== null,
  };
}
export type NotificationDto = ReturnType<typeof toNotificationDto>;

/** `notifications.list`: the caller's own, in the list form; nobody sees another's. */
export async function listNotifications(db: Db, userId: string, input: NotificationsListInput) {
  const page = await listPage(db, notificationList, input, [eq(notifications.user_id, userId)]);
  return mapPage(page, (rows) => rows.map(toNotificationDto));
}

/**
 * `notifications.unread`: how many of the caller's are unread, and the newest id: one statement
 * over the partial index of unread ones and the per-user index, cheap enough to poll.
 */
export async function unreadNotifications(db: Db, userId: string) {
  const [row] = await db
    .select({
      count: sql<number>`(select ${count()} from ${notifications} where ${and(
        eq(notifications.user_id, userId),
        isNull(notifications.read_at),
      )})`.mapWith(Number),
      latest: max(notifications.id),
    })
    .from(notifications)
    .where(eq(notifications.user_id, userId));
  return { count: row?.count ?? 0, latest: row?.latest ?? null };
}

/**
 * `notifications.markRead`: the caller's notifications among `ids` (or all of the caller's with
 * `all`) turn read; ids of others' match nothing, so they change nothing and tell nothing.
 */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  input: MarkNotificationsReadData,
  now = new Date(),
) {
  const marked = await db
    .update(notifications)
    .set({ read_at: now })
    .where(
      and(
        eq(notifications.user_id, userId),
        isNull(notifications.read_at),
        input.all ? undefined : anyOf(notifications.id, input.ids),
      ),
    )
    .returning({ id: notifications.id });
  const n = marked.length;
  return { message: `${n} notification(s) marked read`, count: n };
}
