import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks';
import { isoOut, recordOut, uuidOut } from './common';

export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks';

/**
 * The bodies of outgoing webhooks (docs/api.md#webhooks): `{ type, timestamp, unit, sequence,
 * data }`, `data` the record as its list returns it. The REST document lists them in its top-level
 * `webhooks` section. Until each domain's record schema is declared under outputs/, `data` is a
 * loose record: the common record fields and whatever else the record carries.
 */
const looseRecord = (description: string) => z.looseObject(recordOut).meta({ description });

/** What each event's `data` is. */
const DATA: Record<WebhookEventType, z.ZodType> = {
  'booking.created': looseRecord('The booking, as bookings.list returns it'),
  'booking.updated': looseRecord('The booking after the change, as bookings.list returns it'),
  'booking.cancelled': looseRecord('The cancelled booking, as bookings.list returns it'),
  'booking.expired': looseRecord('The expired booking, as bookings.list returns it'),
  'booking.paid': looseRecord('The booking now PAID, as bookings.list returns it'),
  'payment.succeeded': looseRecord('The payment, as payments.list returns it'),
  'payment.refund_required': looseRecord('The payment to refund, as payments.list returns it'),
  'payment_link.created': looseRecord('The payment link, as paymentLinks.list returns it'),
  'payment_link.opened': looseRecord('The payment link, as paymentLinks.list returns it'),
  'unit.status_changed': looseRecord('The unit after the change, as units.list returns it'),
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
