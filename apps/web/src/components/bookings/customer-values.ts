import { formatPhone } from '@app/validators/phone';

/** A booking's customer as its form holds it: three text fields, blank when none. */
export interface CustomerFormValues {
  name: string;
  phone: string;
  email: string;
}

type CustomerLike = { name: string; phone: string; email?: string | null } | null | undefined;

/** The fields for a customer (or blank ones), the phone as people read it. */
export const customerFormValues = (c: CustomerLike): CustomerFormValues => ({
  name: c?.name ?? '',
  phone: c ? formatPhone(c.phone) : '',
  email: c?.email ?? '',
});

/**
 * What the fields send (docs/api.md#customers): null when all three are blank (none, or "remove"
 * on an edit), else the customer with a blank e-mail as null. The schema then reads the phone.
 */
export function customerRequest(
  v: CustomerFormValues | undefined,
): { name: string; phone: string; email: string | null } | null {
  const name = v?.name.trim() ?? '';
  const phone = v?.phone.trim() ?? '';
  const email = v?.email.trim() || null;
  return !name && !phone && !email ? null : { name, phone, email };
}

/** The server's field errors that land on the customer fields. */
export const CUSTOMER_FIELDS = ['customer.name', 'customer.phone', 'customer.email'] as const;
