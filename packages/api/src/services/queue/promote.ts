import { and, asc, eq, isNull } from 'drizzle-orm';
import { bookingQueue, type bookings, SYSTEM_USER_ID, type Db } from '@app/db';
import { defaultExpiration, holdingBooking, insertBooking } from '../bookings';
import { notify } from '../notifications';
import { findUnit } from '../units';
import { recordEvent } from '../webhooks';
import { refreshQueueLength, toQueueEntryDtos } from './dto';

type BookingRow = typeof bookings.$inferSelect;

/** A unit's WAITING entries, first in line first (the partial order `booking_queue_by_unit`). */
export const waitingOf = (unitId: string) =>
  and(
    eq(bookingQueue.unit, unitId),
    eq(bookingQueue.status, 'QUEUE_STATUS_WAITING'),
    isNull(bookingQueue.deleted_at),
  );

/**
 * Hands a freed unit to the first in its queue, inside the transaction that ended its booking,
 * once the end is recorded (services/booking-lifecycle `bookingEnded`): the unit is locked by then
 * (every writer of a unit's queue locks the unit first), the first WAITING entry is locked too,
 * becomes a booking with the default hold (owner, responsible and comment from the entry; history
 * by the system user) and is marked PROMOTED only while still WAITING. Its responsible is notified
 * (unless they ended the booking themselves) and `queue.promoted` recorded, all in that transaction. Nothing happens when the unit is not
 * AVAILABLE (someone set it SOLD, ...), is held again, or has no queue.
 */
export async function promoteNext(tx: Db, ended: BookingRow, user: string, date: Date) {
  const unit = await findUnit(tx, ended.unit, { lock: true });
  if (unit.queue_length === 0 || unit.status !== 'UNIT_STATUS_AVAILABLE') return;
  if (await holdingBooking(tx, unit.id)) return;
  const [entry] = await tx
    .select()
    .from(bookingQueue)
    .where(waitingOf(unit.id))
    .orderBy(asc(bookingQueue.seq))
    .limit(1)
    .for('update');
  if (!entry) return;
  const booking = await insertBooking(tx, unit, {
    expiration_date: await defaultExpiration(tx, date),
    owner: entry.owner,
    responsible: entry.responsible,
    comment: entry.comment,
    customer: {
      name: entry.customer_name,
      phone: entry.customer_phone,
      email: entry.customer_email,
    },
    customer_id: entry.customer_id,
    user: SYSTEM_USER_ID,
    now: date,
    history: [['queue_entry', null, entry.id]],
  });
  const [promoted] = await tx
    .update(bookingQueue)
    .set({ status: 'QUEUE_STATUS_PROMOTED', booking: booking.id, updated_at: date })
    .where(and(eq(bookingQueue.id, entry.id), eq(bookingQueue.status, 'QUEUE_STATUS_WAITING')))
    .returning();
  // Locked above under the unit's lock: it cannot have left meanwhile. Should it have, the whole
  // end rolls back rather than hand the unit to someone who left.
  if (!promoted) throw new Error(`queue entry ${entry.id} changed under its lock`);
  await refreshQueueLength(tx, unit.id);
  await notify(tx, {
    kind: 'QUEUE_PROMOTED',
    userIds: [entry.responsible],
    // Who ended the booking was told who gets the unit (the cancel dialog): not told again.
    actor: user,
    booking: booking.id,
    data: {
      unit_code: unit.code,
      unit_number: unit.number,
      number: booking.number,
      customer_name: entry.customer_name,
      expiration_date: booking.expiration_date.toISOString(),
      queue_entry: entry.id,
    },
    dedupeKey: `queue:${entry.id}`,
  });
  await recordEvent(tx, 'queue.promoted', {
    unit: unit.id,
    at: date,
    data: async () => (await toQueueEntryDtos(tx, [promoted], null))[0],
  });
}
