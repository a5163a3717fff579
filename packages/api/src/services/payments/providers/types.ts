import type { PaymentProviderName } from '@app/validators';

/**
 * A payment provider behind the payment page: it opens a checkout for a link and turns its
 * signed webhooks into events. A real provider (YooKassa, CloudPayments, ...) is one more
 * implementation of this interface, registered in providers/index.ts.
 */
export interface CheckoutRequest {
  linkId: string;
  bookingNumber: number;
  /** Decimal string with two places, e.g. `50000.00`. */
  amount: string;
  currency: string;
  /** Where the customer comes back to (the payment page). */
  returnUrl: string;
}

export interface WebhookEvent {
  /** The provider's event id: deduplication key. */
  id: string;
  kind: 'succeeded' | 'failed';
  /** The provider's payment id. */
  paymentId: string;
  linkId: string;
  amount: string;
  currency: string;
  failureReason?: string;
}

/**
 * A signed event of a type the app does not act on (a refund, a payout, a type added by the
 * provider later): acknowledged and recorded, never refused, since providers retry a 4xx and
 * disable an endpoint that keeps answering it.
 */
export interface UnhandledEvent {
  id: string;
  kind: 'unhandled';
  type: string;
}

export type WebhookParse =
  | { ok: true; event: WebhookEvent | UnhandledEvent }
  | { ok: false; outcome: 'INVALID_SIGNATURE' | 'MALFORMED'; detail: string };

export interface PaymentProvider {
  name: PaymentProviderName;
  /** The address the customer's browser goes to for paying. */
  createCheckout(req: CheckoutRequest): Promise<{ url: string }>;
  /** Verifies the signature over the raw body first; never trusts an unsigned field. */
  parseWebhook(rawBody: Uint8Array, headers: Headers, now: Date): WebhookParse;
}
