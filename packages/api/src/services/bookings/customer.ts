import { can } from '@app/permissions';
import type { bookings } from '@app/db';
import { maskPhone, type Customer } from '@app/validators';
import type { AuthUser } from '../auth';

type BookingRow = typeof bookings.$inferSelect;

/** The wire shape of a customer (docs/api.md#customers). */
export interface CustomerDto {
  name: string;
  phone: string;
  email: string | null;
}

/**
 * Who a customer is shown to: a signed-in user (by the permission table), or `'system'` for what
 * leaves to systems trusted with everything (webhook payloads for the CRM).
 */
export type Viewer = Pick<AuthUser, 'roles'> | 'system';

/** Does the viewer see a customer's whole phone and e-mail (not read-only)? */
export const seesContacts = (viewer: Viewer): boolean =>
  viewer === 'system' || can(viewer.roles, 'customers.contacts');

/**
 * A customer as `viewer` may see it: whole, or for read-only users the name, the phone masked
 * (`+7 999 ***-**-67`) and no e-mail. The one masking rule: bookings, their history and groups,
 * the unit card and the queue call it.
 */
export function customerFor(
  viewer: Viewer,
  customer: Partial<CustomerDto> | null | undefined,
): CustomerDto | null {
  if (!customer?.name || !customer.phone) return null;
  if (seesContacts(viewer))
    return { name: customer.name, phone: customer.phone, email: customer.email ?? null };
  return { name: customer.name, phone: maskPhone(customer.phone), email: null };
}

/** The customer stored on a booking row, whole (null when none). */
export function bookingCustomer(
  row: Pick<BookingRow, 'customer_name' | 'customer_phone' | 'customer_email'>,
): CustomerDto | null {
  if (!row.customer_name || !row.customer_phone) return null;
  return { name: row.customer_name, phone: row.customer_phone, email: row.customer_email ?? null };
}

/** A customer as booking columns (null clears all three). */
export function customerColumns(customer: Customer | null) {
  return {
    customer_name: customer?.name ?? null,
    customer_phone: customer?.phone ?? null,
    customer_email: customer?.email ?? null,
  };
}
