import { z } from 'zod';
import { uuid } from './common';
import { listInput } from './list';

/** A payment's state in the ledger; REFUND_REQUIRED: money received that no booking could take. */
export const PAYMENT_STATUSES = ['SUCCEEDED', 'FAILED', 'REFUND_REQUIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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

/** `payments.confirmManual`: `order` is the CRM order id, optional. */
export const confirmManualPaymentInput = z.object({
  booking: uuid,
  order: uuid.nullable().optional(),
});
export type ConfirmManualPaymentData = z.output<typeof confirmManualPaymentInput>;

/** `payments.list`: the ledger (filters over provider, status, created_at, booking, ...). */
export const paymentsListInput = listInput({});
export type PaymentsListData = z.output<typeof paymentsListInput>;
