/** Shared by the CRM tests: bookings through the app's operations, the outbox's rows, the sender. */
import { asc, count, eq } from 'drizzle-orm';
import { bookingHistory, bookings, crmOutbox, notifications, type Db } from '@app/db';
import type { NotificationKind } from '@app/validators';
import { runCrmSender } from '../../../src/services/crm';
import { availableUnits, callerAs } from '../../helpers';

export const SECRET = 'crm-webhook-secret-for-tests-0001';

/** A booking made by the manager through the API (its outbox row in the same transaction). */
export async function book(db: Db, offset = 0) {
  const [unit] = await availableUnits(db, 1, offset);
  const manager = await callerAs(db, 'manager');
  const { item } = await manager.bookings.create({
    unit: unit as string,
    customer: { name: 'Покупатель CRM', phone: '+79990004455' },
  });
  return item.id;
}

export const outboxOf = (db: Db, booking: string) =>
  db.select().from(crmOutbox).where(eq(crmOutbox.booking, booking)).orderBy(asc(crmOutbox.seq));

export async function bookingRow(db: Db, id: string) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!b) throw new Error(`no booking ${id}`);
  return b;
}

/**
 * Sends until no row waits (a retry's pause included: a fake's limit may answer 429), at most
 * 20 s; what the last run said.
 */
export async function drain(db: Db): Promise<string | undefined> {
  const end = Date.now() + 20_000;
  let said: string | undefined;
  while (Date.now() < end) {
    said = (await runCrmSender(db, { forMs: 5_000, untilIdle: true })) ?? said;
    const [open] = await db
      .select({ n: count() })
      .from(crmOutbox)
      .where(eq(crmOutbox.status, 'PENDING'));
    if (!open?.n) return said;
    await new Promise((r) => setTimeout(r, 250));
  }
  return said;
}

export const historyOf = (db: Db, booking: string) =>
  db.select().from(bookingHistory).where(eq(bookingHistory.booking, booking));

export const noticesOf = (db: Db, kind: NotificationKind) =>
  db.select().from(notifications).where(eq(notifications.kind, kind));
