/** Customers as records (docs/api.md#customers): the one customer of a phone, found or made. */
export { coBuyerSnapshots, customerOf, existingCustomerOf } from './link';
