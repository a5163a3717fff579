import { z } from 'zod';
import { QUEUE_STATUSES } from '../statuses';
import { recordOutput, uuidOut } from './common';

/** The customer of a queue entry; a read-only caller sees the phone masked and no e-mail. */
export const queueCustomerOutput = z
  .strictObject({
    name: z.string(),
    phone: z
      .string()
      .meta({ description: '+7XXXXXXXXXX; masked (+7 999 ***-**-67) for read-only' }),
    email: z.string().nullable().meta({ description: 'null for read-only callers' }),
    id: uuidOut.nullable().meta({ description: 'The customer record (customers.get)' }),
  })
  .meta({ id: 'QueueCustomer' });

/** An entry of a unit's booking queue (docs/api.md#booking-queue). */
export const queueEntryOutput = recordOutput({
  unit: uuidOut,
  unit_code: z.string(),
  customer: queueCustomerOutput,
  owner: uuidOut,
  owner_name: z.string().nullable(),
  responsible: uuidOut,
  responsible_name: z.string().nullable(),
  comment: z.string().nullable(),
  status: z.enum(QUEUE_STATUSES),
  position: z.number().int().nullable().meta({
    description: '1 = next, among the WAITING entries of the unit; null once not waiting',
  }),
  booking: uuidOut.nullable().meta({ description: 'The booking the entry became (PROMOTED)' }),
  booking_number: z.number().int().nullable(),
}).meta({ id: 'QueueEntry' });
