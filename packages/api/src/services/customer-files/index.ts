/**
 * A customer's file (`customers.*`, docs/api.md#customers): the records with their bookings,
 * queue entries and documents, in the caller's scope and masking; corrections and merges.
 */
export { getCustomer, listCustomers } from './list';
export { mergeCustomers, previewMerge } from './merge';
export { updateCustomer } from './update';
