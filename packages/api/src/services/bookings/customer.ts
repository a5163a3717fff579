import { can } from '@app/permissions';
import type { bookings } from '@app/db';
import { maskPhone, type Customer } from '@app/validators';
import { badRequest } from '../../errors';
import type { AuthUser } from '../auth';

type BookingRow = typeof bookings.$inferSelect;

/** The wire shape of a customer (docs/api.md#customers). */
export interface CustomerDto {
  name: string;
  phone: string;
  email: string | null;
  /** The customer record (null: a buyer of history entries written before records existed). */
  id: string | null;
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
  const id = customer.id ?? null;
  if (seesContacts(viewer))
    return { name: customer.name, phone: customer.phone, email: customer.email ?? null, id };
  return { name: customer.name, phone: maskPhone(customer.phone), email: null, id };
}

/** The customer stored on a booking row, whole (null when none). */
export function bookingCustomer(
  row: Pick<BookingRow, 'customer_name' | 'customer_phone' | 'customer_email'> &
    Partial<Pick<BookingRow, 'customer_id'>>,
): CustomerDto | null {
  if (!row.customer_name || !row.customer_phone) return null;
  return {
    name: row.customer_name,
    phone: row.customer_phone,
    email: row.customer_email ?? null,
    id: row.customer_id ?? null,
  };
}

/** A customer as booking columns (null clears all of them, the co-buyers too). */
export function customerColumns(customer: Customer | null, id: string | null = null) {
  return {
    customer_name: customer?.name ?? null,
    customer_phone: customer?.phone ?? null,
    customer_email: customer?.email ?? null,
    customer_id: customer ? id : null,
  };
}

/** The booking's co-buyers as `viewer` may see them. */
export const coBuyersFor = (viewer: Viewer, row: Pick<BookingRow, 'co_buyers'>): CustomerDto[] =>
  (row.co_buyers ?? []).flatMap((c) => customerFor(viewer, c) ?? []);

/**
 * Co-buyers need a buyer, and none of them is the buyer (by phone): 400 naming the field. The
 * list's own limits (at most 5, distinct phones) are the validator's.
 */
export function assertCoBuyers(customer: Customer | null | undefined, list: Customer[]): void {
  if (list.length === 0) return;
  const errors: Record<string, string[]> = {};
  if (!customer) errors.co_buyers = ['Co-buyers need a customer'];
  list.forEach((c, i) => {
    if (customer && c.phone === customer.phone)
      errors[`co_buyers.${i}.phone`] = ['The customer is not their own co-buyer'];
  });
  if (Object.keys(errors).length > 0)
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', errors);
}
