import { z } from 'zod';
import { dateTime, email, phone12, uuid } from './common';
import { coBuyers, customer } from './customers';
import { listInput } from './list';
import { moneyAmount, percentHundred } from './numbers';
import { text } from './text';

/** What a document is: `КП-000123` (offer) or `ГП-000123` (schedule). */
export const DOCUMENT_KINDS = ['COMMERCIAL_OFFER', 'PAYMENT_SCHEDULE'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The most units one commercial offer lists, and rows one payment schedule has (30 years). */
export const OFFER_MAX_UNITS = 20;
export const SCHEDULE_MAX_ITEMS = 360;

/** ManagerDto: the manager shown in the document's header (prefilled from the signed-in user). */
export const managerDto = z.object({
  name: text(255, { trim: true }).min(1, 'Required'),
  phone: text(32, { trim: true }).min(1, 'Required'),
  email,
});
export type ManagerDto = z.output<typeof managerDto>;

/** UnitDataDto: a unit of the offer, its options as shown (`def` / `value`) and the facing flag. */
export const unitDataDto = z.object({
  unit: uuid,
  /** The name printed for the unit; the unit's own name when blank. */
  unit_name: text(255, { trim: true }).optional(),
  options: z
    .array(
      z.object({
        def: text(255, { trim: true }).min(1, 'Required'),
        value: text(255, { trim: true }),
      }),
    )
    .max(30, 'At most 30 options per unit')
    .default([]),
  show_facing: z.boolean().default(false),
  /**
   * Discounts chosen for this unit (discount ids), besides those that apply by default: the
   * unit's price is `pricing.quote` with these, exactly as it answers.
   */
  discounts: z
    .array(uuid)
    .max(30, 'At most 30 discounts per unit')
    .refine((ids) => new Set(ids).size === ids.length, 'A discount is listed twice')
    .default([]),
  /** Issued for this booking of the unit: its agreed price is printed (`discounts` unused). */
  booking: uuid.optional(),
});
export type UnitDataDto = z.output<typeof unitDataDto>;

/** `documents.commercialOffer`: the commercial offer. */
export const commercialOfferInput = z.object({
  units: z
    .array(unitDataDto)
    .min(1, 'Choose at least one unit')
    .max(OFFER_MAX_UNITS, `At most ${OFFER_MAX_UNITS} units in one offer`)
    .refine(
      (units) => new Set(units.map((u) => u.unit)).size === units.length,
      'A unit is listed twice',
    ),
  manager: managerDto,
  phone: phone12,
  name: text(255, { trim: true }).min(1, 'Required'),
  email: email.nullish(),
  agency_name: text(255, { trim: true }).min(1, 'At least 1 character').optional(),
  show_developer: z.boolean().nullish(),
  /** The booking's co-buyers, printed beside the customer (docs/api.md#customers). */
  co_buyers: coBuyers.optional(),
});
export type CommercialOfferData = z.output<typeof commercialOfferInput>;

/** ChartItem: one payment of the schedule. */
export const chartItem = z.object({
  date: dateTime,
  /** Areas follow the money rule too (≥ 0, at most 2 decimals, number or decimal string). */
  area: moneyAmount,
  priceSqByMonth: moneyAmount,
  priceByMonth: moneyAmount,
});

/** The customer a payment schedule is issued for (printed on it; optional as a whole). */
export const scheduleCustomer = customer;
export type ScheduleCustomer = z.output<typeof scheduleCustomer>;

/**
 * `documents.paymentSchedule`: the payment schedule. It may be issued for a unit (`unit`) or a
 * booking (`booking`, whose unit it then names; with both, the unit must be the booking's) and a
 * `customer`; the PDF names them.
 */
export const paymentScheduleInput = z.object({
  items: z
    .array(chartItem)
    .min(1, 'Add at least one payment')
    .max(SCHEDULE_MAX_ITEMS, `At most ${SCHEDULE_MAX_ITEMS} payments`),
  manager: managerDto,
  summary: moneyAmount,
  /** The overpayment (what the payments pay beyond the price); `range` is its name on the wire. */
  range: moneyAmount.default(0),
  percent: percentHundred.default(0),
  office: uuid.optional(),
  unit: uuid.optional(),
  booking: uuid.optional(),
  customer: scheduleCustomer.optional(),
  /** Print each row's area and price per m² (they repeat on every row); default: not. */
  show_area: z.boolean().default(false),
});
export type PaymentScheduleInputData = z.output<typeof paymentScheduleInput>;

/** `documents.list`: the list conventions (search by customer, number). */
export const documentsListInput = listInput({});
