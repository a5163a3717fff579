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
