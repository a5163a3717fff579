import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  check,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { commonColumns, jsonValue, tstz } from './common';
import { customers, type CoBuyerSnapshot } from './customers';
import { units } from './units';

import type { BookingStatus, DealStage } from '@app/validators';

export { BOOKING_STATUSES, type BookingStatus } from '@app/validators';

export interface UnitDataSnapshot {
  base_price: number | null;
  base_price_id: string | null;
  code: string;
  /** The unit's number ("50"): bookings made before it was kept have the code only. */
  number?: string;
}

/** One step of a deal (`bookings.advance`), as `deal_steps` keeps it. */
export interface DealStep {
  stage: DealStage;
  date: string;
  contract_number: string | null;
  comment: string | null;
  user: string;
}

/** A line of a booking's agreed price: amounts are decimal text ("-150000.00"; a discount negative). */
export interface BookingPriceLine {
  kind: 'BASE' | 'DISCOUNT' | 'OPTION';
  /** The base-price record (BASE) or the discount / option. */
  id: string;
  description: string | null;
  amount: string;
}

/**
 * The booking's agreed price (docs/api.md#bookings): the quote of its unit with the chosen and the
 * default conditions at `quoted_at`, frozen there. `discounts` / `options` are the buyer's choice.
 */
export interface BookingPrice {
  base: string;
  total: string;
  lines: BookingPriceLine[];
  quoted_at: string;
  discounts: string[];
  options: string[];
}

export const bookingNumberSeq = pgSequence('booking_number_seq', { startWith: 1000 });

export const bookingGroups = pgTable(
  'booking_groups',
  {
    ...commonColumns,
    name: varchar({ length: 255 }).notNull(),
    owner: uuid()
      .notNull()
      .references(() => users.id),
  },
  (t) => [index().on(t.owner)],
);

export const bookings = pgTable(
  'bookings',
  {
    ...commonColumns,
    unit: uuid()
      .notNull()
      .references(() => units.id),
    unit_data: jsonb().$type<UnitDataSnapshot>().notNull(),
    number: integer()
      .notNull()
      .unique()
      .default(sql`nextval('booking_number_seq')`),
    crm_deal_id: varchar({ length: 255 }),
    expiration_date: tstz().notNull(),
    comment: varchar({ length: 255 }),
    booking_group: uuid().references(() => bookingGroups.id, { onDelete: 'set null' }),
    owner: uuid()
      .notNull()
      .references(() => users.id),
    responsible: uuid()
      .notNull()
      .references(() => users.id),
    region: uuid(),
    status: varchar({ length: 32 })
      .$type<BookingStatus>()
      .notNull()
      .default('BOOKING_STATUS_BOOKED'),
    /**
     * The buyer (docs/api.md#customers): all three null, or a name and a phone (`+7XXXXXXXXXX`)
     * with an optional e-mail.
     */
    customer_name: varchar({ length: 255 }),
    customer_phone: varchar({ length: 16 }),
    customer_email: varchar({ length: 255 }),
    /** The agreed price; null when the unit had no base price when booked. */
    price: jsonb().$type<BookingPrice>(),
    /**
     * What search (`bookings.search`) matches, lower-cased once on write: number, CRM deal,
     * comment, unit code, the customer's name and phone digits (`79991234567`, no plus). Searching
     * it with LIKE on a lower-cased pattern is half the cost of ILIKE over mixed case.
     */
    search_text: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower(number::text || ' ' || coalesce(crm_deal_id, '') || ' ' || coalesce(comment, '') || ' ' || coalesce(unit_data->>'code', '') || ' ' || coalesce(customer_name, '') || ' ' || coalesce(ltrim(customer_phone, '+'), ''))`,
      ),
    /** The deal's stage (docs/api.md#deal-stages): BOOKED and PAID follow `status`. */
    deal_stage: varchar({ length: 32 }).$type<DealStage>().notNull().default('DEAL_STAGE_BOOKED'),
    /** The steps from CONTRACT on (`bookings.advance`), oldest first; a step back drops the last. */
    deal_steps: jsonb().$type<DealStep[]>().notNull().default([]),
    /** The customer record of the buyer (customers), set whenever `customer_*` are. */
    customer_id: uuid().references(() => customers.id),
    /** Up to 5 co-buyers, as given (docs/api.md#customers): `[{ id, name, phone, email }]`. */
    co_buyers: jsonb().$type<CoBuyerSnapshot[]>().notNull().default([]),
  },
  (t) => [
    // At most one live booking per unit (docs/api.md#bookings), held by the database.
    uniqueIndex('bookings_one_live_per_unit')
      .on(t.unit)
      .where(
        sql`status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null`,
      ),
    // The default lists (live bookings of a responsible manager / of a realtor, by expiry).
    index('bookings_live_by_responsible')
      .on(t.responsible, t.expiration_date, t.id)
      .where(
        sql`status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null`,
      ),
    index('bookings_live_by_owner')
      .on(t.owner, t.expiration_date, t.id)
      .where(
        sql`status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null`,
      ),
    index('bookings_due_idx')
      .on(t.expiration_date)
      .where(sql`status = 'BOOKING_STATUS_BOOKED'`),
    index().on(t.responsible),
    index().on(t.owner),
    index().on(t.booking_group),
    index().on(t.status, t.expiration_date),
    // dashboard.summary: bookings created in a period, and those that expired in one, per
    // responsible and owner, read from the index alone (index-only scans, no heap).
    index('bookings_created_idx')
      .on(t.created_at, t.responsible, t.owner)
      .where(sql`deleted_at is null`),
    index('bookings_expired_idx')
      .on(t.expiration_date, t.responsible, t.owner)
      .where(sql`status = 'BOOKING_STATUS_EXPIRED' and deleted_at is null`),
    index('bookings_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // Search's first tier (search.global, bookings.search without include_expired): the same
    // trigrams over the bookings that hold their units only, a few thousand rows however long the
    // history grows. The predicate is the live one, as literals (services/bookings/live.ts).
    index('bookings_live_search_trgm')
      .using('gin', sql`${t.search_text} gin_trgm_ops`)
      .where(
        sql`status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null`,
      ),
    // search.global's names in the history (live ones: the index above), any part, any case.
    index('bookings_customer_name_trgm')
      .using('gin', sql`lower(${t.customer_name}) gin_trgm_ops`)
      .where(sql`customer_name is not null`),
    // search.global's exact paths: a CRM deal id (any case), the customer's phone by its first
    // digits and by its last ones (pattern operators: byte order, usable with parameters).
    index('bookings_deal_idx')
      .on(sql`lower(${t.crm_deal_id})`)
      .where(sql`crm_deal_id is not null`),
    index('bookings_phone_idx')
      .using('btree', sql`${t.customer_phone} varchar_pattern_ops`)
      .where(sql`customer_phone is not null`),
    index('bookings_phone_reversed_idx')
      .using('btree', sql`reverse(${t.customer_phone}) text_pattern_ops`)
      .where(sql`customer_phone is not null`),
    // /deals (bookings.dealStages, bookings.list by deal_stage): the live deals of a stage.
    index('bookings_live_by_stage')
      .on(t.deal_stage, t.number)
      .where(
        sql`status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null`,
      ),
    check(
      'bookings_customer_complete',
      sql`(${t.customer_name} is null and ${t.customer_phone} is null and ${t.customer_email} is null) or (${t.customer_name} is not null and ${t.customer_phone} is not null)`,
    ),
    index('bookings_customer_id').on(t.customer_id),
    index('bookings_co_buyers').using('gin', sql`${t.co_buyers} jsonb_path_ops`),
  ],
);

export const HISTORY_ENTITY_TYPES = ['Booking', 'Unit', 'PaymentLink', 'Payment'] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

/**
 * `bookings.history`: every change of a booking's properties, written in the same transaction as
 * the change.
 */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    date: tstz().notNull().defaultNow(),
    entity_type: varchar({ length: 32 }).$type<HistoryEntityType>().notNull(),
    entity_id: uuid().notNull(),
    property: varchar({ length: 64 }).notNull(),
    old_value: jsonValue(),
    new_value: jsonValue(),
    user: uuid()
      .notNull()
      .references(() => users.id),
  },
  (t) => [index().on(t.booking, t.date), index().on(t.user), index().on(t.date)],
);

/** The unit's own log of status changes (`units.setStatus` and every booking action). */
export const unitStatusLog = pgTable(
  'unit_status_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    unit: uuid()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    date: tstz().notNull().defaultNow(),
    property: varchar({ length: 32 }).notNull(),
    old_value: jsonValue(),
    new_value: jsonValue(),
    user: uuid()
      .notNull()
      .references(() => users.id),
  },
  (t) => [index().on(t.unit, t.date)],
);
