import { z } from 'zod';
import { DOCUMENT_KINDS } from '../documents';
import { BOOKING_STATUSES, UNIT_STATUSES } from '../statuses';
import { isoOut, uuidOut } from './common';

/** `search.global` (docs/api.md#search): at most 20 results a group, best first. */
export const globalSearchOutput = z.strictObject({
  units: z.array(
    z.strictObject({
      id: uuidOut,
      code: z.string(),
      /** The unit's number as printed ("кв. 50"), unique within its building. */
      number: z.string(),
      complex: z.string(),
      building: z.string(),
      status: z.enum(UNIT_STATUSES),
    }),
  ),
  bookings: z.array(
    z.strictObject({
      id: uuidOut,
      number: z.number().int(),
      status: z.enum(BOOKING_STATUSES),
      unit_code: z.string().nullable(),
      /** The unit's number ("кв. 50"), null when the unit is gone. */
      unit_number: z.string().nullable(),
      crm_deal_id: z.string().nullable(),
      /** The phone masked for read-only callers (docs/api.md#customers). */
      customer: z.strictObject({ name: z.string(), phone: z.string() }).nullable(),
      /** Which path found it: `number`, `crm_deal_id`, `phone` or `name`. */
      matched: z.enum(['number', 'crm_deal_id', 'phone', 'name']),
    }),
  ),
  documents: z.array(
    z.strictObject({
      id: uuidOut,
      number: z.string(),
      kind: z.enum(DOCUMENT_KINDS),
      customer_name: z.string().nullable(),
      created_at: isoOut,
      url: z.string(),
    }),
  ),
});
