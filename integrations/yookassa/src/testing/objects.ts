import { randomUUID } from 'node:crypto';

/** The fake YooKassa's objects as its API writes them: a payment and an error body. */
export interface FakeYookassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  capture: boolean;
  description: string;
  metadata: Record<string, unknown>;
  receipt: unknown;
  returnUrl: string;
  refunded: number;
  cancellation_details?: { party: string; reason: string };
  created_at: string;
}

/** YooKassa's error JSON: `{ type: "error", id, code, description, parameter? }`. */
export const errorBody = (code: string, description: string, parameter?: string) => ({
  type: 'error',
  id: randomUUID(),
  code,
  description,
  ...(parameter ? { parameter } : {}),
});

/** A payment as `GET /payments/{id}` answers it (the fake's shop is a test shop). */
export const paymentView = (p: FakeYookassaPayment, shopId: string, checkoutUrl: string) => ({
  id: p.id,
  status: p.status,
  paid: p.paid,
  amount: p.amount,
  description: p.description,
  recipient: { account_id: shopId, gateway_id: '100500' },
  created_at: p.created_at,
  confirmation: { type: 'redirect', return_url: p.returnUrl, confirmation_url: checkoutUrl },
  test: true,
  refundable: p.status === 'succeeded',
  ...(p.refunded
    ? { refunded_amount: { value: (p.refunded / 100).toFixed(2), currency: p.amount.currency } }
    : {}),
  metadata: p.metadata,
  ...(p.cancellation_details ? { cancellation_details: p.cancellation_details } : {}),
});
