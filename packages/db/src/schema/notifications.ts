import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { tstz } from './common';

import type { NotificationKind } from '@app/validators';

/**
 * A user's notifications (docs/api.md#notifications): written in the transaction of what they
 * tell about (services/notifications `notify`). `dedupe_key`, when set, makes a notification
 * once-only per user: a second insert with the same key is ignored by the database (the reminder
 * "once per booking and deadline" across instances). `data` holds what the text needs (unit code,
 * booking number, amount), so the list renders without joins.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 64 }).$type<NotificationKind>().notNull(),
    booking: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    dedupe_key: varchar({ length: 200 }),
    created_at: tstz().notNull().defaultNow(),
    read_at: tstz(),
  },
  (t) => [
    index('notifications_by_user').on(t.user_id, t.id.desc()),
    index('notifications_unread_by_user')
      .on(t.user_id)
      .where(sql`read_at is null`),
    uniqueIndex('notifications_once')
      .on(t.user_id, t.dedupe_key)
      .where(sql`dedupe_key is not null`),
    index().on(t.booking),
  ],
);
