import { notifications, type Db } from '@app/db';
import type { NotificationKind } from '@app/validators';
import { mailNotifications } from './mail';

export interface NotificationInput {
  kind: NotificationKind;
  /** Who is told: one notification per user (duplicates in the list are told once). */
  userIds: readonly string[];
  /** Who did what it tells: never told of it (they know), even when among `userIds`. */
  actor?: string | null;
  booking?: string | null;
  /** What the text needs (unit code, booking number, amount): rendered without joins. */
  data?: Record<string, unknown>;
  /**
   * Once-only per user: a second notification with the same key is ignored by the database
   * (a unique index), whichever instance or transaction writes it.
   */
  dedupeKey?: string;
}

/**
 * Tells users something, in the caller's transaction (`tx`): the notification exists exactly when
 * what it tells about committed, and so does its e-mail (the outbox row and its delivery job, for
 * users who did not turn the kind's e-mail off). Its `actor` is left out. Returns how many were written (a deduplicated one
 * is not, and is not e-mailed again).
 */
export async function notify(tx: Db, input: NotificationInput): Promise<number> {
  const userIds = [...new Set(input.userIds)].filter((id) => id !== input.actor);
  if (userIds.length === 0) return 0;
  const written = await tx
    .insert(notifications)
    .values(
      userIds.map((user_id) => ({
        user_id,
        kind: input.kind,
        booking: input.booking ?? null,
        data: input.data ?? {},
        dedupe_key: input.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({
      user_id: notifications.user_id,
      kind: notifications.kind,
      booking: notifications.booking,
      data: notifications.data,
    });
  await mailNotifications(tx, written);
  return written.length;
}
