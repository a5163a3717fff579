import { and, eq, isNull } from 'drizzle-orm';
import { anyOf, users, type Db } from '@app/db';
import { emailsKind, type NotificationKind } from '@app/validators';
import { enqueueMails, type Mail } from '../mail';
import { localeOf, notificationMail } from './render';

/** A notification just written, as the e-mail needs it. */
export interface WrittenNotification {
  user_id: string;
  kind: NotificationKind;
  booking: string | null;
  data: Record<string, unknown>;
}

/**
 * E-mails notifications just written, inside the same transaction (docs/decisions.md,
 * Notifications): one read of their users and one insert into the outbox with its delivery jobs,
 * whatever their number. Skipped: users who turned the kind's e-mail off
 * (`settings.notifications`), service users (API keys) and users no longer active.
 */
export async function mailNotifications(tx: Db, written: WrittenNotification[]): Promise<number> {
  if (written.length === 0) return 0;
  const ids = [...new Set(written.map((w) => w.user_id))];
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      settings: users.settings,
    })
    .from(users)
    .where(
      and(
        anyOf(users.id, ids),
        eq(users.active, true),
        eq(users.is_service, false),
        eq(users.is_system, false),
        isNull(users.deleted_at),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  const mails: Mail[] = [];
  for (const w of written) {
    const person = byId.get(w.user_id);
    if (!person || !emailsKind(person.settings, w.kind)) continue;
    const m = notificationMail({
      locale: localeOf(person.settings),
      name: person.first_name,
      kind: w.kind,
      booking: w.booking,
      data: w.data,
    });
    mails.push({ to: person.email, subject: m.subject, text: m.text, html: m.html });
  }
  await enqueueMails(tx, mails);
  return mails.length;
}
