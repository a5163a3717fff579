import { z } from 'zod';
import { dateTime, uuid } from './common';
import { coBuyers, customer } from './customers';
import { text } from './text';
import { listInput, paginationSchema } from './list';
import { UNIT_STATUSES } from './statuses';

const text255 = text(255, { trim: true });

export const createBookingInput = z.object({
  unit: uuid,
  crm_deal_id: text255.optional(),
  expiration_date: dateTime.optional(),
  comment: text255.optional(),
  responsible: uuid.optional(),
  /** The buyer (docs/api.md#customers); absent: none. */
  customer: customer.optional(),
  /** Up to 5 co-buyers beside `customer` (docs/api.md#customers). */
  co_buyers: coBuyers.optional(),
  /** The buyer's chosen discounts and options, as `pricing.quote` takes them; absent: none. */
  discounts: z.array(uuid).max(50).optional(),
  options: z.array(uuid).max(50).optional(),
});
export type CreateBookingData = z.output<typeof createBookingInput>;

export const updateBookingInput = z.object({
  id: uuid,
  active: z.boolean().optional(),
  crm_deal_id: text255.optional(),
  expiration_date: dateTime.optional(),
  comment: text255.optional(),
  responsible: uuid.optional(),
  /** The buyer: a new one replaces it whole, null removes it, absent leaves it. */
  customer: customer.nullable().optional(),
  /** The co-buyers: a list replaces them, absent leaves them; removing the buyer removes them. */
  co_buyers: coBuyers.optional(),
  /** A new choice of discounts / options re-quotes the booking; absent: the choice stays. */
  discounts: z.array(uuid).max(50).optional(),
  options: z.array(uuid).max(50).optional(),
});
export type UpdateBookingData = z.output<typeof updateBookingInput>;

export const bookingsListInput = listInput({ include_expired: z.boolean().default(false) });
export type BookingsListData = z.output<typeof bookingsListInput>;

export const searchBookingsInput = z.object({
  filter: z.object({
    query: text255.optional(),
    responsible: z.array(uuid).max(100).optional(),
    region: z.array(uuid).max(100).optional(),
    expiration_date_from: dateTime.optional(),
    expiration_date_to: dateTime.optional(),
    include_expired: z.boolean().default(false),
  }),
  pagination: paginationSchema,
});
export type SearchBookingsData = z.output<typeof searchBookingsInput>;

const secondStatus = text(64).regex(
  /^UNIT_SECOND_STATUS_[A-Z_]+$/,
  'Must look like UNIT_SECOND_STATUS_FOR_RENT',
);

export const setUnitStatusInput = z.object({
  unit: uuid,
  status: z.enum(UNIT_STATUSES),
  second_status: z
    .object({
      add: z.array(secondStatus).max(20).default([]),
      remove: z.array(secondStatus).max(20).default([]),
    })
    .optional(),
});
export type SetUnitStatusData = z.output<typeof setUnitStatusInput>;

export const createBookingGroupInput = z.object({
  name: text255.min(1, 'Required'),
  bookings: z.array(uuid).max(100, 'At most 100 bookings'),
});
export type CreateBookingGroupData = z.output<typeof createBookingGroupInput>;

export const updateBookingGroupInput = z.object({
  id: uuid,
  active: z.boolean().optional(),
  name: text255.min(1, 'Required').optional(),
  bookings: z.array(uuid).max(100, 'At most 100 bookings').optional(),
});
export type UpdateBookingGroupData = z.output<typeof updateBookingGroupInput>;

export const bookingHistoryInput = z.object({
  filter: z.object({
    bookings: z.array(uuid).max(100).optional(),
    date_from: dateTime.optional(),
    date_to: dateTime.optional(),
    user: uuid.optional(),
    properties: z.array(text(64)).max(50).optional(),
    include_expired: z.boolean().default(false),
    include_system: z.boolean().default(false),
  }),
  pagination: paginationSchema,
});
export type BookingHistoryData = z.output<typeof bookingHistoryInput>;

/** `{ id }` of one record: `units.get`, `bookings.get`, `bookingGroups.get`. */
export const getByIdInput = z.object({ id: uuid });
export const unitGetInput = getByIdInput;
