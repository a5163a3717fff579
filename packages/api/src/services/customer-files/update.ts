import { and, eq, isNull } from 'drizzle-orm';
import { bookingQueue, bookings, customers, type Db } from '@app/db';
import type { UpdateCustomerData } from '@app/validators';
import { AppError, conflict } from '../../errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { AuthUser } from '../auth';
import { bookingCustomer, liveCondition, recordBookingEvent, recordHistory } from '../bookings';
import { customerNotFound, oneCustomer } from './access';

export const customerMerged = () =>
  conflict('CUSTOMER_MERGED', 'This customer was merged into another one');
const phoneTaken = () =>
  conflict('CUSTOMER_PHONE_TAKEN', 'Another customer has this phone: merge them instead');

/**
 * `customers.update`: corrects the record and, in the same transaction, the buyer on its live
 * bookings (with history and `booking.updated`) and waiting queue entries; ended ones keep what
 * they were made with. A phone another live customer has is 409 CUSTOMER_PHONE_TAKEN.
 */
export async function updateCustomer(
  db: Db,
  actor: AuthUser,
  input: UpdateCustomerData,
  now = new Date(),
) {
  try {
    return await db.transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(customers)
        .where(oneCustomer(actor, input.id, 'customers.write'))
        .for('update');
      if (!c) throw customerNotFound();
      if (c.merged_into) throw customerMerged();
      const next = {
        name: input.name ?? c.name,
        phone: input.phone ?? c.phone,
        email: input.email === undefined ? c.email : input.email,
      };
      await tx
        .update(customers)
        .set({ ...next, updated_at: now })
        .where(eq(customers.id, c.id));
      const columns = {
        customer_name: next.name,
        customer_phone: next.phone,
        customer_email: next.email,
      };
      const live = await tx
        .update(bookings)
        .set({ ...columns, updated_at: now })
        .where(and(eq(bookings.customer_id, c.id), liveCondition(now)))
        .returning();
      const old = { name: c.name, phone: c.phone, email: c.email, id: c.id };
      for (const b of live) {
        await recordHistory(
          tx,
          { booking: b.id, entity_type: 'Booking', entity_id: b.id, user: actor.id, date: now },
          [['customer', old, bookingCustomer(b)]],
        );
        await recordBookingEvent(tx, 'booking.updated', b, now);
      }
      await tx
        .update(bookingQueue)
        .set({ ...columns, updated_at: now })
        .where(
          and(
            eq(bookingQueue.customer_id, c.id),
            eq(bookingQueue.status, 'QUEUE_STATUS_WAITING'),
            isNull(bookingQueue.deleted_at),
          ),
        );
      return { item: { id: c.id }, message: `Customer ${next.name} updated` };
    });
  } catch (e) {
    if (!(e instanceof AppError) && isUniqueViolation(e)) throw phoneTaken();
    throw e;
  }
}
