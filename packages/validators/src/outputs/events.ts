import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks';
import { bookingOutput } from './bookings';
import { isoOut, recordOut, uuidOut } from './common';
import { unitOutput } from './units';

export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks';

/**
 * The bodies of outgoing webhooks (docs/api.md#webhooks): `{ type, timestamp, unit, sequence,
 * data }`, `data` the record as its list returns it. The REST document lists them in its top-level
 * `webhooks` section. `data` is the record's own output schema where one is declared under
 * outputs/ (Booking, Unit); until the others are, a loose record (the common record fields and
 * whatever else the record carries).
 */
const looseRecord = (description: string) => z.looseObject(recordOut).meta({ description });

/** What each event's `data` is. */
const DATA: Record<WebhookEventType, z.ZodType> = {
  'booking.created': bookingOutput,
  'booking.updated': bookingOutput,
  'booking.cancelled': bookingOutput,
  'booking.expired': bookingOutput,
  'booking.paid': bookingOutput,
  'payment.succeeded': looseRecord('The payment, as payments.list returns it'),
  'payment.refund_required': looseRecord('The payment to refund, as payments.list returns it'),
  'payment_link.created': looseRecord('The payment link, as paymentLinks.list returns it'),
  'payment_link.opened': looseRecord('The payment link, as paymentLinks.list returns it'),
  'unit.status_changed': unitOutput,
  'base_price.created': looseRecord('The base price, as basePrices.list returns it'),
  'document.issued': looseRecord('The document, as documents.list returns it'),
  'queue.promoted': looseRecord('Reserved for the sales-floor queue; not sent yet'),
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
