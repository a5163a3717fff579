/** Shared by the booking queue's tests: customers, callers' lists, lapsed bookings, entries. */
import { asc, eq } from 'drizzle-orm';
import { bookingQueue, bookings, type Db } from '@app/db';
import type { Caller } from '../../helpers';

let phones = 0;
/** A new customer each call (distinct phones), or the `n`-th one again. */
export function customer(n = ++phones) {
  return { name: `Покупатель ${n}`, phone: `+7999${String(4000000 + n).padStart(7, '0')}` };
}

/** A unit's queue entries as `bookingQueue.list` shows them to `who`, in queue order. */
export async function queueOf(who: Caller, unit: string) {
  const { items } = await who.bookingQueue.list({
    filter: { filters: [{ property: 'unit', operator: 'EQ', value: [unit] }] },
    pagination: { page: 1, limit: 100, order_by: 'seq', direction: 'asc' },
  });
  return items;
}

/** Lets a booking lapse: its expiration a minute ago (the sweeper has not run). */
export async function lapse(db: Db, booking: string) {
  await db
    .update(bookings)
    .set({ expiration_date: new Date(Date.now() - 60_000) })
    .where(eq(bookings.id, booking));
}

/** The rows of a unit's queue, in queue order (no access rules). */
export const entriesOf = (db: Db, unit: string) =>
  db.select().from(bookingQueue).where(eq(bookingQueue.unit, unit)).orderBy(asc(bookingQueue.seq));

/** The unit's live bookings (BOOKED or PAID, active), straight from the table. */
export async function liveBookingsOf(db: Db, unit: string) {
  const rows = await db.select().from(bookings).where(eq(bookings.unit, unit));
  return rows.filter(
    (b) => b.active && ['BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID'].includes(b.status),
  );
}
