import {
  customersListInput,
  getByIdInput,
  mergeCustomersInput,
  updateCustomerInput,
} from '@app/validators';
import {
  customerDetailOutput,
  customerMergePreviewOutput,
  customerRecordOutput,
  listOutput,
  savedOutput,
} from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import {
  getCustomer,
  listCustomers,
  mergeCustomers,
  previewMerge,
  updateCustomer,
} from '../services/customer-files';
import { createTRPCRouter, procedureFor } from '../trpc';

const mergeExample = { id: sample.customer, into: sample.uuid };

export const customersRouter = createTRPCRouter({
  /** Customer records; realtors their own customers, read-only callers masked. */
  list: procedureFor('customers.read', {
    summary: 'Customer records, list form',
    description:
      'Customer records, list form (filters `phone`, `name`, `email`, `active`, `merged_into`…; realtors: the customers of their own bookings and queue entries; read-only: phones masked, no e-mail, no filter by either).',
    appCodes: ['INVALID_FILTER', 'INVALID_ORDER'],
    example: sampleList([sample.customer]),
  })
    .input(customersListInput)
    .output(listOutput(customerRecordOutput))
    .query(({ ctx, input }) => listCustomers(ctx.db, ctx.user, input)),
  /** One customer with the bookings, queue entries and documents the caller may see. */
  get: procedureFor('customers.read', {
    summary: 'One customer with their bookings, queue entries and documents',
    description:
      'One customer with their bookings (buyer or co-buyer), queue entries and documents, each as the caller sees them (scope, masking); at most 100 of each, newest first.',
    appCodes: ['CUSTOMER_NOT_FOUND'],
    example: { id: sample.customer },
  })
    .input(getByIdInput)
    .output(customerDetailOutput)
    .query(({ ctx, input }) => getCustomer(ctx.db, ctx.user, input.id)),
  /** Corrects a customer; the buyer on its live bookings and waiting queue entries follows. */
  update: procedureFor('customers.write', {
    summary: 'Corrects a customer’s name, phone or e-mail',
    description:
      'Corrects a customer’s name, phone or e-mail (null clears it); the buyer of its live bookings (with history) and waiting queue entries follows. A phone another live customer has: 409 CUSTOMER_PHONE_TAKEN.',
    appCodes: ['CUSTOMER_NOT_FOUND', 'CUSTOMER_PHONE_TAKEN', 'CUSTOMER_MERGED'],
    example: { id: sample.customer, name: `Матрица ${sample.n}` },
  })
    .input(updateCustomerInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => updateCustomer(ctx.db, ctx.user, input)),
  /** What a merge would move, changing nothing. */
  mergePreview: procedureFor('customers.merge', {
    summary: 'What merging a customer into another would move',
    description:
      'Both customers and what `customers.merge` with the same input would move (bookings, queue entries, documents); changes nothing.',
    appCodes: ['CUSTOMER_NOT_FOUND', 'CUSTOMER_MERGED'],
    example: mergeExample,
  })
    .input(mergeCustomersInput)
    .output(customerMergePreviewOutput)
    .query(({ ctx, input }) => previewMerge(ctx.db, ctx.user, input)),
  /** Merges a duplicate: everything of `id` goes to `into`; `id` stays, merged. */
  merge: procedureFor('customers.merge', {
    summary: 'Merges a duplicate customer into another',
    description:
      'Moves the bookings (buyer and co-buyer, with history), queue entries and documents of `id` to `into` in one transaction; `id` becomes inactive with `merged_into`, and its phone names `into` from then on. Answers `{ item: { id: into } }`.',
    appCodes: ['CUSTOMER_NOT_FOUND', 'CUSTOMER_MERGED'],
    example: mergeExample,
  })
    .input(mergeCustomersInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => mergeCustomers(ctx.db, ctx.user, input)),
});
