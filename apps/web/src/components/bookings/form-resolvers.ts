import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { createBookingGroupInput, updateBookingInput } from '@app/validators';
import { customerRequest, type CustomerFormValues } from './customer-values';

/**
 * The booking forms' resolvers (the procedures' own schemas), in a module of their own so that the
 * bookings screens load zod and @app/validators only when a form first validates
 * (see ~/lib/lazy-resolver).
 */
export const groupName = zodResolver(createBookingGroupInput.pick({ name: true }), undefined, {
  raw: true,
});
/**
 * A schema's resolver run over what the form would send (`toRequest(values)`), so that a form
 * may hold fields in another shape (the customer as three text fields) and still be checked by
 * the procedure's own schema, with its field paths (`customer.phone`).
 */
export function resolverOver<TValues extends FieldValues, TRequest extends FieldValues>(
  base: Resolver<TRequest, unknown, TRequest>,
  toRequest: (values: TValues) => TRequest,
): Resolver<TValues, unknown, TRequest> {
  return async (values, context, options) => {
    const result = await base(
      toRequest(values),
      context,
      options as unknown as ResolverOptions<TRequest>,
    );
    // Same field paths: the customer's fields are named alike in both shapes.
    return result as unknown as ResolverResult<TValues, TRequest>;
  };
}

const update = zodResolver(updateBookingInput, undefined, { raw: true });
export type UpdateRequest = Parameters<typeof update>[0];
/** The edit form's values: the customer as three text fields (all blank: none, sent as null). */
export type UpdateBookingValues = Omit<UpdateRequest, 'customer'> & {
  customer: CustomerFormValues;
};
export const updateBooking = resolverOver<UpdateBookingValues, UpdateRequest>(
  update,
  ({ customer, ...values }) => ({ ...values, customer: customerRequest(customer) }),
);
