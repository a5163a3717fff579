import { eq, or, type SQL } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { bookingQueue } from '@app/db';
import { notFound } from '../../errors';
import type { AuthUser } from '../auth';
import { customerFor, type CustomerDto } from '../bookings';

type EntryRow = typeof bookingQueue.$inferSelect;

/**
 * Whose queue entries a caller reads and changes: a realtor (`own` in the permission table) those
 * they own or are responsible for; everyone else with the grant, all.
 */
export function queueScope(actor: AuthUser): SQL | undefined {
  return ownOnly(actor.roles, 'bookingQueue.read')
    ? or(eq(bookingQueue.owner, actor.id), eq(bookingQueue.responsible, actor.id))
    : undefined;
}

/** May the actor take this entry out of the queue? Owner or responsible; managers and heads any. */
export const mayLeave = (actor: AuthUser, e: Pick<EntryRow, 'owner' | 'responsible'>) =>
  !ownOnly(actor.roles, 'bookingQueue.write') || e.owner === actor.id || e.responsible === actor.id;

export const entryNotFound = () => notFound('QUEUE_ENTRY_NOT_FOUND', 'Queue entry not found');

/**
 * The entry's customer as the caller may see it: bookings' one masking rule (`customers.contacts`:
 * read-only callers get the phone masked and no e-mail). `null` actor: the system (webhooks).
 */
export function entryCustomer(actor: AuthUser | null, e: EntryRow): CustomerDto {
  const whole = {
    name: e.customer_name,
    phone: e.customer_phone,
    email: e.customer_email,
    id: e.customer_id,
  };
  return customerFor(actor ?? 'system', whole) ?? whole;
}
