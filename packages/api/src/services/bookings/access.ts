import { eq, type SQL } from 'drizzle-orm';
import { bookings } from '@app/db';
import { forbidden } from '../../errors';
import { hasRole } from '../../lib/roles';
import type { AuthUser } from '../auth/current-user';

/** Realtors work with their own bookings only (product.md §5); staff and viewers see all. */
export const ownsOnly = (actor: AuthUser) =>
  hasRole(actor, 'ROLE_REALTOR') &&
  !hasRole(actor, 'ROLE_MANAGER', 'ROLE_SALES_HEAD', 'ROLE_READ_ONLY');

/** The condition on `bookings` that limits what the actor may see (undefined: everything). */
export function bookingScope(actor: AuthUser): SQL | undefined {
  return ownsOnly(actor) ? eq(bookings.owner, actor.id) : undefined;
}

export function assertMayChange(actor: AuthUser, booking: { owner: string }): void {
  if (ownsOnly(actor) && booking.owner !== actor.id)
    throw forbidden('You can change only your own bookings');
}
