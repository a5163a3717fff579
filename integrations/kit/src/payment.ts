import { z } from 'zod';

/**
 * The payment-provider contract: checkout, a verified notification, and capture, cancel, refund
 * where offered. Amounts: decimal strings with two places (`toMinorUnits` for kopeck APIs).
 */
export const decimalAmount = z.string().regex(/^\d{1,12}\.\d{2}$/, 'A decimal with two places');

export const checkoutRequestSchema = z.object({
  /** The same key for a retried request: the provider answers it with the first checkout. */
  idempotencyKey: z.string().min(1).max(64),
  amount: decimalAmount,
  currency: z.string().length(3),
  description: z.string().max(255),
  /** Where the customer comes back to (our payment page). */
  returnUrl: z.url(),
  /** Ours, echoed in every notification: the payment link (and the booking's number). */
  metadata: z.object({ linkId: z.uuid(), bookingNumber: z.number().int() }),
  /** false: a two-stage payment, held (`waiting_for_capture`) until `capture` or `cancel`. */
  capture: z.boolean().optional(),
  /** The buyer of a 54-ФЗ receipt (the provider sends it there); none: no receipt is asked for. */
  customer: z
    .object({ email: z.email().optional(), phone: z.string().max(20).optional() })
    .optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export interface Checkout {
  /** The address the customer's browser goes to for paying. */
  redirectUrl: string;
  providerPaymentId: string;
}

export const PAYMENT_EVENT_KINDS = [
  'succeeded',
  'canceled',
  'waiting_for_capture',
  'refunded',
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/** A notification the provider proved it sent, about one of its payments. */
export const verifiedPaymentEventSchema = z.object({
  /** The provider's event id: the deduplication key. */
  id: z.string().min(1).max(255),
  kind: z.enum(PAYMENT_EVENT_KINDS),
  providerPaymentId: z.string().min(1).max(255),
  amount: decimalAmount,
  currency: z.string().length(3),
  metadata: z.object({ linkId: z.uuid() }),
  /** Why a payment was canceled (a declined card, an expired checkout). */
  reason: z.string().max(255).optional(),
  /** The provider calls it a test payment (a test shop or terminal). */
  test: z.boolean().optional(),
});
export type VerifiedPaymentEvent = z.infer<typeof verifiedPaymentEventSchema>;

/**
 * An authentic notification of a type the app does not act on (a payout, a type added later):
 * acknowledged and recorded, never refused, since providers retry a 4xx and disable an endpoint
 * that keeps answering it.
 */
export interface UnhandledNotification {
  id: string;
  kind: 'unhandled';
  type: string;
}

/** What came in: the raw bytes (signatures cover them), the headers, the sender's address. */
export interface IncomingNotification {
  rawBody: Uint8Array;
  headers: Headers;
  sourceIp: string;
  now: Date;
}

/**
 * Refused: not proven authentic (a bad signature, a source outside the provider's networks, an
 * object the provider's API does not confirm) or not readable. Recorded and answered 400.
 */
export type NotificationCheck =
  | { ok: true; event: VerifiedPaymentEvent | UnhandledNotification }
  | { ok: false; outcome: 'INVALID_SIGNATURE' | 'MALFORMED'; detail: string };

export const refundRequestSchema = z.object({
  idempotencyKey: z.string().min(1).max(64),
  providerPaymentId: z.string().min(1).max(255),
  /** Partial refunds: less than the payment's amount. */
  amount: decimalAmount,
  currency: z.string().length(3),
  description: z.string().max(255).optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export interface ProviderPayment {
  providerPaymentId: string;
  status: 'pending' | PaymentEventKind;
  amount: string;
  test?: boolean;
}

export interface Refund {
  providerRefundId: string;
  status: 'pending' | 'succeeded' | 'canceled';
}

export interface PaymentProvider {
  /** The name in `/api/payments/webhook/<name>` and in the payments' `provider` column. */
  readonly name: string;
  /** The request header whose value is kept with a recorded notification, if any. */
  readonly signatureHeader: string | null;
  /** The answer to an accepted notification when the provider wants a set body (T-Bank: `OK`). */
  readonly acknowledgement?: { body: string; contentType: string };
  createCheckout(req: CheckoutRequest): Promise<Checkout>;
  /** Proves the notification first (never trusts an unproven field), then reads it. */
  authenticateNotification(n: IncomingNotification): Promise<NotificationCheck>;
  /** Two-stage payments: take (part of) the money held by `waiting_for_capture`. */
  capture?(
    providerPaymentId: string,
    amount: string,
    idempotencyKey: string,
  ): Promise<ProviderPayment>;
  cancel?(providerPaymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  refund?(req: RefundRequest): Promise<Refund>;
}

/**
 * A provider's refusal or absence: its HTTP status (0: no answer), its error code, and whether a
 * later try may work. The message names the provider, never a key.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'PaymentProviderError';
  }
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** `50000.00` → 5000000 (kopecks). */
export function toMinorUnits(amount: string): number {
  const [whole = '0', frac = '00'] = decimalAmount.parse(amount).split('.');
  return Number(whole) * 100 + Number(frac);
}

/** 5000000 → `50000.00`. */
export function fromMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`not an amount: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
