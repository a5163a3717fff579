import { z } from 'zod';
import { dateTime, uuid } from './common';
import { filtersSchema, paginationSchema } from './list';
import { text } from './text';

/**
 * Outgoing webhooks (docs/api.md#webhooks, Standard Webhooks 1.0): the event types an endpoint may
 * subscribe to. `queue.promoted`: a unit's booking queue turned its first entry into a booking.
 * `booking.stage_changed`: `bookings.advance` moved a booking's deal to another stage.
 */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.updated',
  'booking.cancelled',
  'booking.expired',
  'booking.paid',
  'payment.succeeded',
  'payment.refund_required',
  'payment_link.created',
  'payment_link.opened',
  'unit.status_changed',
  'base_price.created',
  'document.issued',
  'queue.promoted',
  'booking.stage_changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A delivery's state: PENDING until it succeeds or its retries run out (FAILED). */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Why the system turned an endpoint off: 5 days of failures, or a 410 Gone answer. */
export const WEBHOOK_DISABLED_REASONS = ['FAILING', 'GONE'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const WEBHOOK_URL_MAX = 2048;

/**
 * An endpoint's URL: absolute http(s), no credentials in it, at most 2048 characters. Whether its
 * host may be reached (private addresses, https in production) is the API's check, at save and
 * again at every send.
 */
export const webhookUrl = text(WEBHOOK_URL_MAX, { trim: true }).check((ctx) => {
  let url: URL;
  try {
    url = new URL(ctx.value);
  } catch {
    ctx.issues.push({ code: 'custom', message: 'Must be an absolute URL', input: ctx.value });
    return;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    ctx.issues.push({ code: 'custom', message: 'Must be an http or https URL', input: ctx.value });
  else if (url.username || url.password)
    ctx.issues.push({ code: 'custom', message: 'Must not contain credentials', input: ctx.value });
  else if (!url.hostname)
    ctx.issues.push({ code: 'custom', message: 'Must name a host', input: ctx.value });
});

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

/** `webhookEndpoints.create`. */
export const createWebhookEndpointInput = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: text(500, { trim: true }).optional(),
});
export type CreateWebhookEndpointData = z.output<typeof createWebhookEndpointInput>;

/** `webhookEndpoints.update`: `active: true` also turns back on an endpoint the system disabled. */
export const updateWebhookEndpointInput = z.object({
  id: uuid,
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  active: z.boolean().optional(),
  description: text(500, { trim: true }).nullable().optional(),
});
export type UpdateWebhookEndpointData = z.output<typeof updateWebhookEndpointInput>;

/** `webhookEndpoints.rotateSecret` and `webhookDeliveries.replay`. */
export const webhookIdInput = z.object({ id: uuid });
export type WebhookIdData = z.output<typeof webhookIdInput>;

const listOf = (defaultOrder: string) =>
  z.object({
    filter: z.object({ filters: filtersSchema }).prefault({}),
    pagination: paginationSchema
      .extend({
        order_by: paginationSchema.shape.order_by.unwrap().default(defaultOrder),
        direction: paginationSchema.shape.direction.unwrap().default('desc'),
      })
      .prefault({}),
  });

/**
 * `webhookEndpoints.list`: the shared list request, newest first unless asked otherwise. Filter
 * properties: the common record fields, `url`, `description`, `disabled_reason`.
 */
export const webhookEndpointsListInput = listOf('created_at').prefault({});
export type WebhookEndpointsListData = z.output<typeof webhookEndpointsListInput>;

/**
 * `webhookDeliveries.list`: newest first unless asked otherwise. Filter properties: the common
 * record fields, `endpoint`, `event_type`, `status`, `event`, `next_attempt_at`.
 */
export const webhookDeliveriesListInput = listOf('created_at').prefault({});
export type WebhookDeliveriesListData = z.output<typeof webhookDeliveriesListInput>;

/** `webhookDeliveries.replayFailed`: every FAILED delivery of `endpoint` created since `since`. */
export const replayFailedWebhooksInput = z.object({ endpoint: uuid, since: dateTime });
export type ReplayFailedWebhooksData = z.output<typeof replayFailedWebhooksInput>;
