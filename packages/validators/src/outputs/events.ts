import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks';
import { bookingOutput } from './bookings';
import { queueEntryOutput } from './booking-queue';
import { isoOut, uuidOut } from './common';
import { documentOutput } from './documents';
import { paymentLinkOutput, paymentOutput } from './payments';
import { basePriceOutput } from './pricing';
import { unitOutput } from './units';

export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks';

/**
 * The bodies of outgoing webhooks (docs/api.md#webhooks): `{ type, timestamp, unit, sequence,
 * data }`, `data` the record as its list returns it. The REST document lists them in its top-level
 * `webhooks` section. `data` is the record's own output schema, the one its list answers with.
 */

/** What each event's `data` is. */
const DATA: Record<WebhookEventType, z.ZodType> = {
  'booking.created': bookingOutput,
  'booking.updated': bookingOutput,
  'booking.cancelled': bookingOutput,
  'booking.expired': bookingOutput,
  'booking.paid': bookingOutput,
  'payment.succeeded': paymentOutput,
  'payment.refund_required': paymentOutput,
  'payment_link.created': paymentLinkOutput,
  'payment_link.opened': paymentLinkOutput,
  'unit.status_changed': unitOutput,
  'base_price.created': basePriceOutput,
  'document.issued': documentOutput,
  'queue.promoted': queueEntryOutput,
  'booking.stage_changed': bookingOutput,
};

/** The body of an event of `type`. */
export function webhookPayload<T extends WebhookEventType>(type: T) {
  return z
    .strictObject({
      type: z.literal(type),
      /** When the change happened (the event's time, the same on every attempt). */
      timestamp: isoOut,
      /** The unit the event concerns (null: none), and the event's place in that unit's order. */
      unit: uuidOut.nullable(),
      sequence: z.number().int().positive().nullable(),
      data: DATA[type],
    })
    .meta({ title: `Webhook ${type}` });
}

/** Every event type's body schema, keyed by type. */
export const WEBHOOK_PAYLOADS = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((t) => [t, webhookPayload(t)]),
) as { [T in WebhookEventType]: ReturnType<typeof webhookPayload<T>> };
