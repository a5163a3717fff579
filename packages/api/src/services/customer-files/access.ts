import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { bookingQueue, bookings, customers } from '@app/db';
import { notFound } from '../../errors';
import type { AuthUser } from '../auth';

/** Bookings that name the customer `id` (a column or SQL) as buyer or as co-buyer. */
export const namesCustomer = (id: SQL | string) =>
  or(
    sql`${bookings.customer_id} = ${id}`,
    sql`${bookings.co_buyers} @> jsonb_build_array(jsonb_build_object('id', (${id})::text))`,
  ) as SQL;

/**
 * Whose customers a caller reads and changes (docs/api.md#customers): a realtor (`own`) the
 * customers of their own bookings (buyer or co-buyer) and of the queue entries they own or are
 * responsible for, as they see those; everyone else with the grant, all.
 */
export function customerScope(actor: AuthUser, action: 'customers.read' | 'customers.write') {
  if (!ownOnly(actor.roles, action)) return undefined;
  const ownBooking = sql`exists (select 1 from ${bookings} where ${bookings.owner} = ${actor.id}
    and ${bookings.deleted_at} is null and ${namesCustomer(sql`${customers.id}`)})`;
  const ownEntry = sql`exists (select 1 from ${bookingQueue}
    where ${bookingQueue.customer_id} = ${customers.id} and ${bookingQueue.deleted_at} is null
    and (${bookingQueue.owner} = ${actor.id} or ${bookingQueue.responsible} = ${actor.id}))`;
  return or(ownBooking, ownEntry);
}

export const customerNotFound = () => notFound('CUSTOMER_NOT_FOUND', 'Customer not found');

/** The WHERE of one customer the caller may see (or change). */
export const oneCustomer = (
  actor: AuthUser,
  id: string,
  action: 'customers.read' | 'customers.write' = 'customers.read',
) => and(eq(customers.id, id), isNull(customers.deleted_at), customerScope(actor, action));
