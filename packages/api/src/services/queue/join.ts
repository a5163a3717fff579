import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { bookingQueue, SYSTEM_USER_ID, type Db } from '@app/db';
import { QUEUE_MAX_WAITING, type JoinQueueData } from '@app/validators';
import { AppError, conflict } from '../../errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { AuthUser } from '../auth';
import { assertResponsible, EXPIRED, holdingBooking, isLive, type EndBooking } from '../bookings';
import { customerOf } from '../customers';
import { findUnit } from '../units';
import { queueScope } from './access';
import { refreshQueueLength } from './dto';
import { waitingOf } from './promote';

/** The same phone among the entries the caller sees (all of them for managers and sales heads). */
const sameVisible = (actor: AuthUser, phone: string) =>
  and(eq(bookingQueue.customer_phone, phone), queueScope(actor)) as SQL;

const alreadyInQueue = () =>
  conflict('ALREADY_IN_QUEUE', "This customer is already waiting in this unit's queue");

/**
 * `bookingQueue.join`. One transaction under the unit's lock (every writer of a unit's queue
 * takes it first, so joins, leaves and promotions of one unit run one at a time): a lapsed
 * booking on the unit is expired first, by `end` (services/booking-lifecycle `bookingEnded`,
 * which hands the unit to the first in line, if any). A
 * unit nobody holds is refused: AVAILABLE is 409 UNIT_IS_FREE (book it), anything else
 * UNIT_NOT_AVAILABLE. At most QUEUE_MAX_WAITING wait. A customer (by phone) waits once per unit
 * among the entries the caller can see (`queueScope`): another realtor's entries never change the
 * answer, so the 409 tells nothing about them (docs/decisions.md, "the queue tells no one's phones").
 */
export async function joinQueue(
  db: Db,
  actor: AuthUser,
  input: JoinQueueData,
  end: EndBooking,
  now = new Date(),
) {
  if (input.responsible) await assertResponsible(db, input.responsible);
  try {
    const out = await db.transaction(async (tx) => {
      let unit = await findUnit(tx, input.unit, { lock: true });
      let holder = await holdingBooking(tx, unit.id, { lock: true });
      if (holder && !isLive(holder, now)) {
        // Lapsed, not yet swept: expire it as the system would (committed even if refused below).
        await end(tx, holder, EXPIRED, SYSTEM_USER_ID, now);
        holder = await holdingBooking(tx, unit.id);
        unit = await findUnit(tx, unit.id);
      }
      if (!holder) {
        return {
          error:
            unit.status === 'UNIT_STATUS_AVAILABLE'
              ? conflict('UNIT_IS_FREE', 'This unit is free: book it instead of queueing')
              : conflict('UNIT_NOT_AVAILABLE', 'This unit is not available for booking'),
        };
      }
      const [waiting] = await tx
        .select({
          n: count(),
          same: sql<number>`count(*) filter (where ${sameVisible(actor, input.customer.phone)})`.mapWith(
            Number,
          ),
        })
        .from(bookingQueue)
        .where(waitingOf(unit.id));
      if ((waiting?.same ?? 0) > 0) return { error: alreadyInQueue() };
      if ((waiting?.n ?? 0) >= QUEUE_MAX_WAITING) {
        return {
          error: conflict('QUEUE_FULL', `At most ${QUEUE_MAX_WAITING} may wait for one unit`),
        };
      }
      const [row] = await tx
        .insert(bookingQueue)
        .values({
          unit: unit.id,
          customer_name: input.customer.name,
          customer_phone: input.customer.phone,
          customer_email: input.customer.email ?? null,
          customer_id: await customerOf(tx, input.customer, actor.id, now),
          owner: actor.id,
          responsible: input.responsible ?? actor.id,
          comment: input.comment,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: bookingQueue.id });
      await refreshQueueLength(tx, unit.id);
      const position = (waiting?.n ?? 0) + 1;
      return {
        item: { id: (row as { id: string }).id },
        message: `Joined the queue of ${unit.code} at position ${position}`,
      };
    });
    if ('error' in out) throw out.error;
    return { item: out.item, message: out.message };
  } catch (e) {
    if (!(e instanceof AppError) && isUniqueViolation(e, 'booking_queue_customer_once'))
      throw alreadyInQueue();
    throw e;
  }
}
