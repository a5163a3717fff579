import { z } from 'zod';
import { dateTime, uuid } from './common';
import { listInput } from './list';
import { text } from './text';

/** A payment's state in the ledger; REFUND_REQUIRED: money received that no booking could take. */
export const PAYMENT_STATUSES = ['SUCCEEDED', 'FAILED', 'REFUND_REQUIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A refund through the provider (`payments.refund`, or a REFUND_REQUIRED payment's own). */
export const REFUND_STATUSES = ['REQUESTED', 'SUCCEEDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * `MANUAL` is a manager's confirmation (`payments.confirmManual`); the others are payment
 * providers.
 */
export const PAYMENT_PROVIDERS = ['MANUAL', 'SANDBOX', 'YOOKASSA', 'TBANK'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the app did with a provider's webhook. */
export const WEBHOOK_OUTCOMES = [
  'APPLIED',
  'PAYMENT_FAILED',
  'REFUND_REQUIRED',
  'IGNORED',
  'INVALID_SIGNATURE',
  'MALFORMED',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** The state of a payment link as the screens show it (PAID: the customer paid by it). */
export const PAYMENT_LINK_STATES = ['ACTIVE', 'OPENED', 'PAID', 'REVOKED', 'EXPIRED'] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];

/** Why a link stopped working, in the booking history (`revoked_reason`). */
export const LINK_REVOKE_REASONS = ['REPLACED', 'PAID', 'BOOKING_ENDED'] as const;
export type LinkRevokeReason = (typeof LINK_REVOKE_REASONS)[number];

/** `paymentLinks.create`. */
export const createPaymentLinkInput = z.object({ booking: uuid });
export type CreatePaymentLinkData = z.output<typeof createPaymentLinkInput>;

/** `paymentLinks.list`: the filters form (`id IN [...]` fetches one link). */
export const paymentLinksListInput = listInput({});
export type PaymentLinksListData = z.output<typeof paymentLinksListInput>;

/** How money was paid at the office (`payments.confirmManual`'s `method`). */
export const PAYMENT_METHODS = ['CASH', 'CARD_TERMINAL', 'BANK_TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How far ahead of the server's clock a `paid_at` of "now" from another clock may be. */
export const PAID_AT_SKEW_MS = 60_000;

/** An optional text field: trimmed, a blank one reads as null. */
const optionalText = (max: number) =>
  text(max, { trim: true })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * `payments.confirmManual`: `order` is the CRM order id (uuid), optional; `external_ref` the CRM's
 * or accounting's order or receipt number in any format ("28731945"), `paid_at` not in the future.
 */
export const confirmManualPaymentInput = z.object({
  booking: uuid,
  order: uuid.nullable().optional(),
  external_ref: optionalText(255),
  method: z
    .enum(PAYMENT_METHODS, { message: `Must be one of ${PAYMENT_METHODS.join(', ')}` })
    .nullable()
    .optional(),
  paid_at: dateTime
    .refine((d) => d.getTime() <= Date.now() + PAID_AT_SKEW_MS, 'Must not be in the future')
    .nullable()
    .optional(),
  receipt_number: optionalText(64),
});
export type ConfirmManualPaymentData = z.output<typeof confirmManualPaymentInput>;

/** `payments.refund`: a sales head refunds a REFUND_REQUIRED payment through its provider. */
export const refundPaymentInput = z.object({
  id: uuid,
  reason: text(255, { trim: true }).min(1, 'Say why the money goes back'),
});
export type RefundPaymentData = z.output<typeof refundPaymentInput>;

/** `payments.list`: the ledger (filters over provider, status, created_at, booking, ...). */
export const paymentsListInput = listInput({});
export type PaymentsListData = z.output<typeof paymentsListInput>;
