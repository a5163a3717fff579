import type { FilterItem, WebhookDeliveryStatus, WebhookEventType } from '@app/validators';
import type { RouterOutputs } from '~/trpc/client';

/** An endpoint as `webhookEndpoints.list` sends it (never its secret). */
export type Endpoint = RouterOutputs['webhookEndpoints']['list']['items'][number];
/** A delivery as `webhookDeliveries.list` sends it, with its attempts. */
export type Delivery = RouterOutputs['webhookDeliveries']['list']['items'][number];

/**
 * WEBHOOK_EVENT_TYPES and WEBHOOK_DELIVERY_STATUSES of @app/validators, copied because importing
 * values from there brings zod into the screens' first load; a unit test keeps the copies equal.
 */
export const EVENT_TYPES = [
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
] as const satisfies WebhookEventType[];

export const DELIVERY_STATUSES = [
  'PENDING',
  'SUCCEEDED',
  'FAILED',
] as const satisfies WebhookDeliveryStatus[];

/** The catalog key of an event type (`webhooks.events.<key>`: next-intl reads dots as nesting). */
export const eventKey = (type: WebhookEventType) => type.replace(/\./g, '_') as EventKey;
type Underscored<S extends string> = S extends `${infer A}.${infer B}`
  ? `${A}_${Underscored<B>}`
  : S;
export type EventKey = Underscored<WebhookEventType>;

/** Whether an endpoint subscribes to every event type (shown as "All events"). */
export const allEvents = (events: readonly string[]) =>
  EVENT_TYPES.every((type) => events.includes(type));

/** An endpoint's state: on, turned off by hand, or disabled by the system (FAILING, GONE). */
export type EndpointState = 'active' | 'off' | 'FAILING' | 'GONE';
export const endpointState = (e: Pick<Endpoint, 'active' | 'disabled_reason'>): EndpointState =>
  e.disabled_reason ?? (e.active ? 'active' : 'off');

/** What the delivery log's filter bar holds; pure, so the filters it sends are tested alone. */
export interface DeliveryFilterState {
  endpoint: string | undefined;
  eventType: WebhookEventType | undefined;
  status: WebhookDeliveryStatus | undefined;
}

export const NO_DELIVERY_FILTER: DeliveryFilterState = {
  endpoint: undefined,
  eventType: undefined,
  status: undefined,
};

export const countDeliveryFilters = (f: DeliveryFilterState) =>
  [f.endpoint, f.eventType, f.status].filter(Boolean).length;

/** The `filter.filters` of webhookDeliveries.list for the filter bar's state. */
export function deliveryFilters(f: DeliveryFilterState): FilterItem[] {
  const filters: FilterItem[] = [];
  if (f.endpoint) filters.push({ property: 'endpoint', operator: 'EQ', value: [f.endpoint] });
  if (f.eventType) filters.push({ property: 'event_type', operator: 'EQ', value: [f.eventType] });
  if (f.status) filters.push({ property: 'status', operator: 'EQ', value: [f.status] });
  return filters;
}

/** The URL without its scheme, shortened in the middle, for a table cell or a select option. */
export function shortUrl(url: string, max = 60): string {
  const bare = url.replace(/^https?:\/\//, '');
  if (bare.length <= max) return bare;
  const half = Math.floor((max - 1) / 2);
  return `${bare.slice(0, half)}…${bare.slice(bare.length - half)}`;
}
