import { eq, type SQL } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { bookings } from '@app/db';
import { forbidden } from '../../errors';
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

/** Changes to bookings and their groups: realtors only their own (the permission table). */
export function assertMayChange(
  actor: AuthUser,
  record: { owner: string },
  message = 'You can change only your own bookings',
): void {
  if (ownOnly(actor.roles, 'bookings.write') && record.owner !== actor.id) throw forbidden(message);
}
