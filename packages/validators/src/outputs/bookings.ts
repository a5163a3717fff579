import { z } from 'zod';
import { BOOKING_STATUSES, DEAL_STAGES, UNIT_STATUSES } from '../statuses';
import { isoOut, recordOutput, uuidOut } from './common';

/** What the booking took from its unit when it was made. */
export const unitDataOutput = z
  .strictObject({
    base_price: z.number().nullable().meta({
      description: 'The base price at booking time (rounded to kopecks), null if unpriced',
    }),
    base_price_id: uuidOut.nullable(),
    code: z.string().meta({ description: "The unit's code" }),
    number: z.string().nullable().meta({
      description: "The unit's number now (not a snapshot: «кв. 50 · code»), null when it is gone",
    }),
  })
  .meta({ id: 'BookingUnitData', description: 'A snapshot of the unit at booking time' });

/**
 * The buyer on a booking or a queue entry (docs/api.md#customers). A read-only caller gets the
 * phone masked (`+7 999 ***-**-67`) and no e-mail.
 */
export const customerOutput = z
  .strictObject({
    name: z.string(),
    phone: z.string().meta({
      description: 'Stored as +79991234567; masked (+7 999 ***-**-67) for read-only callers',
      example: '+79991234567',
    }),
    email: z.string().nullable().meta({ description: 'null when none, or for read-only callers' }),
    id: uuidOut.nullable().meta({ description: 'The customer record (customers.get)' }),
  })
  .meta({ id: 'Customer', description: 'The buyer' });

/** One step of a deal from CONTRACT on: when it happened, its contract number and comment. */
export const dealStepOutput = z
  .strictObject({
    stage: z.enum(DEAL_STAGES),
    date: isoOut,
    contract_number: z.string().nullable(),
    comment: z.string().nullable(),
    user: uuidOut,
  })
  .meta({ id: 'DealStep' });
/** The booking's agreed price (docs/api.md#bookings): frozen at `quoted_at`. */
export const bookingPriceOutput = z
  .strictObject({
    base: z.number().meta({ description: 'The base price line (rounded to kopecks)' }),
    total: z.number().meta({
      description: 'The sum of the lines, clamped at 0: the money of the booking everywhere',
    }),
    lines: z.array(
      z
        .strictObject({
          kind: z.enum(['BASE', 'DISCOUNT', 'OPTION']),
          id: uuidOut.meta({ description: 'The base-price record, or the discount / option' }),
          description: z.string().nullable(),
          amount: z.number().meta({ description: 'Rounded to kopecks; a discount negative' }),
        })
        .meta({ id: 'BookingPriceLine' }),
    ),
    quoted_at: isoOut.meta({ description: 'When it was quoted (booking, or last re-quote)' }),
    discounts: z.array(uuidOut).meta({ description: 'The chosen discounts (defaults apply too)' }),
    options: z.array(uuidOut).meta({ description: 'The chosen options (defaults apply too)' }),
  })
  .meta({ id: 'BookingPrice', description: 'The agreed price of the booking' });

/** The Booking (docs/api.md), plus `overdue` and the display names of owner and responsible. */
export const bookingOutput = recordOutput({
  unit: uuidOut,
  unit_data: unitDataOutput,
  number: z.number().int().meta({ description: 'The booking number people quote (№1000 on)' }),
  crm_deal_id: z.string().nullable(),
  expiration_date: isoOut,
  comment: z.string().nullable(),
  booking_group: uuidOut.nullable(),
  owner: uuidOut,
  responsible: uuidOut,
  region: uuidOut.nullable(),
  status: z.enum(BOOKING_STATUSES).meta({
    description: 'Effective status: a BOOKED booking past its expiration shows EXPIRED at once',
  }),
  unit_status: z.enum(UNIT_STATUSES).nullable().meta({
    description: "The unit's status now (as it will be once an expired booking is swept)",
  }),
  overdue: z
    .boolean()
    .meta({ description: 'A PAID booking past its expiration, for a manager to act on' }),
  owner_name: z.string().nullable(),
  responsible_name: z.string().nullable(),
  customer: customerOutput.nullable().meta({ description: 'The buyer, null when none' }),
  deal_stage: z.enum(DEAL_STAGES).meta({
    description:
      "The deal's stage (docs/api.md#deal-stages); a lapsed BOOKED booking shows CANCELLED",
  }),
  deal_steps: z.array(dealStepOutput).meta({
    description: 'The steps from CONTRACT on, as `bookings.advance` made them, oldest first',
  }),
  co_buyers: z
    .array(customerOutput)
    .meta({ description: 'Up to 5 co-buyers beside `customer`, as given (masked alike)' }),
  price: bookingPriceOutput
    .nullable()
    .meta({ description: 'The agreed price; null when the unit had no base price when booked' }),
}).meta({ id: 'Booking' });

/** One changed property of a booking or of its unit, payment link or payment (`bookings.history`). */
export const bookingHistoryEntryOutput = z
  .strictObject({
    id: z.number().int(),
    booking: uuidOut,
    date: isoOut,
    entity_type: z.enum(['Booking', 'Unit', 'PaymentLink', 'Payment']),
    entity_id: uuidOut,
    property: z.string(),
    old_value: z.unknown().meta({ description: 'Any JSON value, null when there was none' }),
    new_value: z.unknown().meta({ description: 'Any JSON value, null when there is none' }),
    user: uuidOut.meta({ description: 'Who made the change (the system user for automatic ones)' }),
    user_name: z.string().nullable(),
    old_value_name: z
      .string()
      .nullable()
      .meta({ description: 'The name of the person in `old_value` (owner, responsible)' }),
    new_value_name: z
      .string()
      .nullable()
      .meta({ description: 'The name of the person in `new_value` (owner, responsible)' }),
  })
  .meta({ id: 'BookingHistoryEntry' });

/** A booking group with the bookings of it the caller may see. */
export const bookingGroupOutput = recordOutput({
  name: z.string(),
  owner: uuidOut,
  owner_name: z.string().nullable(),
  bookings: z.array(bookingOutput),
}).meta({ id: 'BookingGroup' });
