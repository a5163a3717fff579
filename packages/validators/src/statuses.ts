export const UNIT_STATUSES = [
  'UNIT_STATUS_AVAILABLE',
  'UNIT_STATUS_BOOKED',
  'UNIT_STATUS_WAIT_PAYMENT',
  'UNIT_STATUS_PAID',
  'UNIT_STATUS_SOLD',
  'UNIT_STATUS_RENT',
  'UNIT_STATUS_UNAVAILABLE',
  'UNIT_STATUS_EXECUTION',
  'UNIT_STATUS_TRADE_IN',
] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** Second statuses seen so far; docs/api.md does not close the list, so others of the same form are accepted. */
export const KNOWN_SECOND_STATUSES = ['UNIT_SECOND_STATUS_FOR_RENT'] as const;

export const BOOKING_STATUSES = [
  'BOOKING_STATUS_BOOKED',
  'BOOKING_STATUS_PAID',
  'BOOKING_STATUS_EXPIRED',
  'BOOKING_STATUS_CANCELLED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking queue entry's states (docs/api.md#booking-queue). */
export const QUEUE_STATUSES = [
  'QUEUE_STATUS_WAITING',
  'QUEUE_STATUS_PROMOTED',
  'QUEUE_STATUS_LEFT',
] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** The kinds of notification (docs/api.md#notifications); each may be turned off per user. */
export const NOTIFICATION_KINDS = [
  'BOOKING_EXPIRES_SOON',
  'BOOKING_EXPIRED',
  'PAYMENT_RECEIVED',
  'PAYMENT_LINK_OPENED',
  'QUEUE_PROMOTED',
  'WEBHOOK_ENDPOINT_DISABLED',
  'DEAL_STAGE_CHANGED',
  'CRM_AUTH_FAILED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The deal after the booking (docs/api.md#deal-stages), in order; CANCELLED ends it. BOOKED and
 * PAID follow the booking's status; `bookings.advance` moves the rest.
 */
export const DEAL_STAGES = [
  'DEAL_STAGE_BOOKED',
  'DEAL_STAGE_PAID',
  'DEAL_STAGE_CONTRACT',
  'DEAL_STAGE_SIGNED',
  'DEAL_STAGE_REGISTERED',
  'DEAL_STAGE_COMPLETED',
  'DEAL_STAGE_CANCELLED',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];
