import { eq, type SQL } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { bookings } from '@app/db';
import { notFound, type AppError } from '../../errors';
import type { AuthUser } from '../auth';

/** Limited to their own bookings (a realtor) for reading, by the permission table. */
export const readsOwnOnly = (actor: AuthUser) => ownOnly(actor.roles, 'bookings.read');

/** The condition on `bookings` that limits what the actor may see (undefined: everything). */
export function bookingScope(actor: AuthUser): SQL | undefined {
  return readsOwnOnly(actor) ? eq(bookings.owner, actor.id) : undefined;
}

/** May the actor see this booking (or a record that belongs to it)? */
export const maySee = (actor: AuthUser, record: { owner: string }) =>
  !readsOwnOnly(actor) || record.owner === actor.id;

/** The answer for a booking that does not exist, or that the actor may not see or change. */
export const bookingNotFound = () => notFound('BOOKING_NOT_FOUND', 'Booking not found');

/** May the actor change this booking (or group)? Realtors: only their own (the permission table). */
export const mayChange = (actor: AuthUser, record: { owner: string }) =>
  !ownOnly(actor.roles, 'bookings.write') || record.owner === actor.id;

/**
 * Changes to bookings and their groups: a record the actor may not change answers exactly as a
 * missing one (`missing()`, a 404), so no answer tells whether an id exists. A role that may not
 * write at all is refused earlier, with 403, by `procedureFor`.
 */
export function assertMayChange(
  actor: AuthUser,
  record: { owner: string },
  missing: () => AppError,
): void {
  if (!mayChange(actor, record)) throw missing();
}
