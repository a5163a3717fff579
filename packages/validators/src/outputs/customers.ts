import { z } from 'zod';
import { bookingOutput } from './bookings';
import { queueEntryOutput } from './booking-queue';
import { documentOutput } from './documents';
import { recordOutput, uuidOut } from './common';

/** A customer record (docs/api.md#customers); read-only callers: phone masked, no e-mail. */
export const customerRecordOutput = recordOutput({
  name: z.string(),
  phone: z.string().meta({
    description: 'Stored as +79991234567; masked (+7 999 ***-**-67) for read-only callers',
    example: '+79991234567',
  }),
  email: z.string().nullable().meta({ description: 'null when none, or for read-only callers' }),
  owner: uuidOut.nullable().meta({ description: 'Who first named the customer' }),
  merged_into: uuidOut
    .nullable()
    .meta({ description: 'The customer this one was merged into (then not active)' }),
}).meta({ id: 'CustomerRecord' });

/** `customers.get`: the record with what the caller may see of its bookings, queue, documents. */
export const customerDetailOutput = z
  .strictObject({
    item: customerRecordOutput,
    bookings: z.array(bookingOutput).meta({ description: 'As buyer or co-buyer, live or ended' }),
    queue_entries: z.array(queueEntryOutput),
    documents: z.array(documentOutput),
  })
  .meta({ id: 'CustomerDetail' });

const moved = z.strictObject({ id: uuidOut, label: z.string() });

/** `customers.mergePreview`: both records and what `customers.merge` would move. */
export const customerMergePreviewOutput = z
  .strictObject({
    customer: customerRecordOutput,
    into: customerRecordOutput,
    bookings: z.array(moved).meta({ description: 'Bookings (as buyer or co-buyer): `№ 1000`' }),
    queue_entries: z.array(moved).meta({ description: 'Queue entries: the unit code' }),
    documents: z.array(moved).meta({ description: 'Documents: `КП-000123`' }),
  })
  .meta({ id: 'CustomerMergePreview' });
