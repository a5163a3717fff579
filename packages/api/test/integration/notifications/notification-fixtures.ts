import { and, asc, eq, like } from 'drizzle-orm';
import { demoUserId, mailOutbox, notifications, users, type Db } from '@app/db';
import type { NotificationKind } from '@app/validators';
import type { DemoKey } from '../../helpers';

/** The notifications of kind `kind` (optionally about `booking`), oldest first. */
export const noticesOf = (db: Db, kind: NotificationKind, booking?: string) =>
  db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.kind, kind), booking ? eq(notifications.booking, booking) : undefined),
    )
    .orderBy(asc(notifications.id));

/** The outbox messages to `who` whose subject contains `text`. */
export const mailsTo = (db: Db, who: DemoKey, text: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, `${who}@demo.test`), like(mailOutbox.subject, `%${text}%`)));

/** Sets `who`'s settings outright (the profile merges; tests set what they need). */
export async function setSettings(db: Db, who: DemoKey, settings: Record<string, unknown>) {
  await db
    .update(users)
    .set({ settings })
    .where(eq(users.id, demoUserId(who)));
}
