import { z } from 'zod';
import { email, phone12, uuid } from './common';
import { listInput } from './list';
import { text } from './text';

/**
 * The buyer on a booking or a queue entry (docs/api.md#customers): a name, a phone as people
 * write it (stored as `+7XXXXXXXXXX`) and an optional e-mail. The payment schedule's customer is
 * the same shape.
 */
export const customer = z.object({
  name: text(255, { trim: true }).min(1, 'Required'),
  phone: phone12,
  email: email.nullish(),
});
export type Customer = z.output<typeof customer>;
export type CustomerInput = z.input<typeof customer>;

/** At most this many co-buyers on one booking (docs/api.md#customers). */
export const CO_BUYERS_MAX = 5;

/** `co_buyers` of bookings.create / bookings.update: distinct phones, the buyer's not among them. */
export const coBuyers = z
  .array(customer)
  .max(CO_BUYERS_MAX, `At most ${CO_BUYERS_MAX} co-buyers`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      if (seen.has(c.phone))
        ctx.addIssue({ code: 'custom', path: [i, 'phone'], message: 'Named twice' });
      seen.add(c.phone);
    });
  });

/** `customers.list`: the shared list request (filters on phone, name, email...). */
export const customersListInput = listInput({});
export type CustomersListData = z.output<typeof customersListInput>;

/** `customers.update`: any of name, phone, e-mail (null clears the e-mail). */
export const updateCustomerInput = z.object({
  id: uuid,
  name: text(255, { trim: true }).min(1, 'Required').optional(),
  phone: phone12.optional(),
  email: email.nullish(),
});
export type UpdateCustomerData = z.output<typeof updateCustomerInput>;

/** `customers.merge` and `customers.mergePreview`: `id` goes into `into`. */
export const mergeCustomersInput = z
  .object({ id: uuid, into: uuid })
  .refine((v) => v.id !== v.into, { path: ['into'], message: 'Must be another customer' });
export type MergeCustomersData = z.output<typeof mergeCustomersInput>;
