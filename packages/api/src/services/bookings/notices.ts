import { sql } from 'drizzle-orm';
import { rowsOf, type bookings, type Db } from '@app/db';
import type { NotificationKind } from '@app/validators';
import { iso } from '../../lib/dto';
import { mailNotifications, notify, type WrittenNotification } from '../notifications';

type BookingRow = typeof bookings.$inferSelect;

/** What a booking's notification text needs (docs/api.md#notifications): no join to render it. */
export function bookingNoticeData(b: BookingRow, extra: Record<string, unknown> = {}) {
  return {
    number: b.number,
    unit_code: b.unit_data.code,
    unit_number: b.unit_data.number ?? null,
    expiration_date: iso(b.expiration_date),
    ...extra,
  };
}

/**
 * Tells a booking's responsible `kind`, in the caller's transaction (and e-mails it), unless the
 * responsible is `actor`, who did it.
 */
export async function notifyResponsible(
  tx: Db,
  kind: NotificationKind,
  b: BookingRow,
  opts: { actor: string; data?: Record<string, unknown>; dedupeKey?: string },
): Promise<number> {
  return notify(tx, {
    kind,
    userIds: [b.responsible],
    actor: opts.actor,
    booking: b.id,
    data: bookingNoticeData(b, opts.data),
    dedupeKey: opts.dedupeKey,
  });
}

/**
 * One reminder pass (the `bookings.remind` job): every BOOKED booking whose expiration falls within
 * `hours` from `now` gets a BOOKING_EXPIRES_SOON for its responsible, once per booking and
 * deadline (`expires-soon:<booking>:<expiration ISO>`; the unique index `notifications_once`
 * keeps it once whatever the number of instances or passes). One INSERT … SELECT, in booking
 * order (two instances inserting the same keys wait on each other in one order, never in a
 * cycle); then the e-mails of the rows it wrote (one read of their users, one outbox insert).
 * A new deadline (an extension) is a new key: it is reminded again. Returns how many were written.
 */
export async function remindExpiringBookings(db: Db, hours: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const until = new Date(now.getTime() + hours * 3600_000);
    const expiry = sql`to_char(b.expiration_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const written = rowsOf(
      await tx.execute(sql`
        insert into notifications (user_id, kind, booking, data, dedupe_key)
        select b.responsible, 'BOOKING_EXPIRES_SOON', b.id,
          jsonb_build_object('number', b.number, 'unit_code', b.unit_data->>'code',
            'unit_number', b.unit_data->>'number', 'expiration_date', ${expiry}),
          'expires-soon:' || b.id || ':' || ${expiry}
        from bookings b
        where b.status = 'BOOKING_STATUS_BOOKED' and b.active and b.deleted_at is null
          and b.expiration_date > ${now.toISOString()}::timestamptz
          and b.expiration_date <= ${until.toISOString()}::timestamptz
        order by b.id
        on conflict do nothing
        returning user_id, kind, booking, data`),
    ) as WrittenNotification[];
    await mailNotifications(tx, written);
    return written.length;
  });
}
