import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { commonColumns, tstz } from './common';

import type {
  PaymentMethod,
  PaymentProviderName,
  PaymentStatus,
  RefundStatus,
  WebhookOutcome,
} from '@app/validators';

export { PAYMENT_STATUSES, WEBHOOK_OUTCOMES } from '@app/validators';

/**
 * `paymentLinks.create` and `paymentLinks.list`: signed payment links. The token in the url is
 * derived from the id and the signing key (never stored); `short_code` is the `/s/<code>` form. One
 * active link per booking, held by the database (`payment_links_one_active_per_booking`).
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    ...commonColumns,
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    short_code: varchar({ length: 8 }).notNull().unique(),
    exp_date: tstz().notNull(),
    opened_at: tstz(),
    revoked_at: tstz(),
    created_by: uuid()
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    uniqueIndex('payment_links_one_active_per_booking')
      .on(t.booking)
      .where(sql`revoked_at is null and active and deleted_at is null`),
    index().on(t.booking, t.created_at),
  ],
);

/**
 * The payments ledger: every payment registered, by a manager (`MANUAL`, `payments.confirmManual`)
 * or a provider's webhook. At most one SUCCEEDED payment per booking
 * (`payments_one_succeeded_per_booking`): money that arrives for a booking that can no longer take
 * it is `REFUND_REQUIRED`, never applied.
 */
export const payments = pgTable(
  'payments',
  {
    ...commonColumns,
    booking: uuid()
      .notNull()
      .references(() => bookings.id),
    provider: varchar({ length: 32 }).$type<PaymentProviderName>().notNull(),
    status: varchar({ length: 32 }).$type<PaymentStatus>().notNull(),
    amount: numeric({ precision: 14, scale: 2, mode: 'string' }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    /** The CRM order id given with a manual confirmation. */
    order: uuid(),
    /** Who confirmed a manual payment; null for a provider's. */
    confirmed_by: uuid().references(() => users.id),
    /** The provider's payment id (unique per provider); null for a manual payment. */
    provider_payment_id: varchar({ length: 255 }),
    payment_link: uuid().references(() => paymentLinks.id),
    /** Why a FAILED or REFUND_REQUIRED payment is so. */
    reason: varchar({ length: 255 }),
    /** A manual payment's CRM or accounting order or receipt number, as typed (any format). */
    external_ref: varchar({ length: 255 }),
    /** How a manual payment was made (CASH, CARD_TERMINAL, BANK_TRANSFER). */
    method: varchar({ length: 32 }).$type<PaymentMethod>(),
    /** When the money was paid at the office (not when it was confirmed: `created_at`). */
    paid_at: tstz(),
    receipt_number: varchar({ length: 64 }),
    /** The provider calls it a test payment (a test shop or terminal). */
    test: boolean().notNull().default(false),
    /** The refund through the provider: REQUESTED, SUCCEEDED or FAILED; null: none asked. */
    refund_status: varchar({ length: 16 }).$type<RefundStatus>(),
    /** Why it is refunded (the payment's reason, or the sales head's words). */
    refund_reason: varchar({ length: 255 }),
    /** Why the last attempt failed (the provider's answer). */
    refund_error: varchar({ length: 255 }),
    refund_attempts: integer().notNull().default(0),
    provider_refund_id: varchar({ length: 255 }),
    refunded_at: tstz(),
  },
  (t) => [
    uniqueIndex('payments_one_succeeded_per_booking')
      .on(t.booking)
      .where(sql`status = 'SUCCEEDED'`),
    // A provider's payment is registered once (a failed attempt may be retried under its id).
    uniqueIndex('payments_provider_payment_unique')
      .on(t.provider, t.provider_payment_id)
      .where(sql`status <> 'FAILED'`),
    index().on(t.booking),
    index().on(t.created_at),
    index().on(t.status, t.created_at),
    // dashboard.summary: the payments received in a period with their booking and amount.
    index('payments_succeeded_idx')
      .on(t.created_at, t.booking, t.amount)
      .where(sql`status = 'SUCCEEDED' and deleted_at is null`),
  ],
);

/**
 * Every webhook received, with its outcome, raw as it came (signatures are over the raw body).
 * `(provider, event_id)` is unique: a repeated or replayed event inserts nothing and changes
 * nothing. A webhook whose signature fails has no trusted event id (null) and is kept too.
 */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar({ length: 32 }).notNull(),
    event_id: varchar({ length: 255 }),
    received_at: tstz().notNull().defaultNow(),
    raw_body: text().notNull(),
    signature: varchar({ length: 1024 }),
    outcome: varchar({ length: 32 }).$type<WebhookOutcome>().notNull(),
    detail: varchar({ length: 1024 }),
    payment: uuid().references(() => payments.id),
    parsed: jsonb(),
  },
  (t) => [
    unique('payment_webhooks_event_unique').on(t.provider, t.event_id),
    index().on(t.received_at),
  ],
);
