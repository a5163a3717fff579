import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { payments, type Db } from '@app/db';
import type { PaymentStatus } from '@app/validators';
import { getEnv } from '../../../env';
import { webhookSecrets } from '../keys';
import { signSession, type SandboxSession } from './sandbox-session';
import { SIGNATURE_HEADER, signWebhook, verifyWebhookSignature } from './signature';
import type { CheckoutRequest, PaymentProvider, WebhookEvent, WebhookParse } from './types';

/**
 * The built-in SANDBOX provider: a test checkout page (customer-pages/sandbox-routes.ts) whose
 * "succeed" and "fail" buttons send a signed webhook to the app over HTTP, exactly as a real
 * provider would. Its checkout session is a signed JWT (sandbox-session.ts).
 */
export const SANDBOX = 'SANDBOX';

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 24);

/** The provider's payment id of a checkout session: one per session, whatever its outcome. */
const sessionPaymentId = (s: SandboxSession) => `pay_${digest(`${s.link}.${s.nonce}`)}`;

/**
 * The outcome a checkout already ended with (the status of the payment its success registered:
 * SUCCEEDED, or REFUND_REQUIRED), or null while it is open. A declined card leaves the checkout
 * open for another try, as at a real provider; a success ends it. The sandbox remembers this
 * through the payments it reported.
 */
export async function sandboxOutcome(db: Db, s: SandboxSession): Promise<PaymentStatus | null> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.provider, SANDBOX),
        eq(payments.provider_payment_id, sessionPaymentId(s)),
        ne(payments.status, 'FAILED'),
      ),
    )
    .limit(1);
  return row?.status ?? null;
}

/**
 * The webhook the sandbox sends for a session's outcome. Ids derive from the session, so pressing
 * "succeed" twice sends the same event (deduplicated) for the same payment, as a provider would.
 */
export function sandboxEvent(s: SandboxSession, outcome: 'succeeded' | 'failed') {
  const session = digest(`${s.link}.${s.nonce}`);
  return {
    id: `evt_${session}_${outcome}`,
    type: `payment.${outcome}`,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionPaymentId(s),
        amount: s.amount,
        currency: s.currency,
        metadata: { payment_link: s.link, booking_number: s.number },
        ...(outcome === 'failed' ? { failure_reason: 'card_declined' } : {}),
      },
    },
  };
}

/** Sends a signed webhook to the app, over HTTP like a real provider. */
export async function sendSandboxWebhook(event: object): Promise<Response> {
  const body = JSON.stringify(event);
  return fetch(`${getEnv().PUBLIC_BASE_URL}/api/payments/webhook/${SANDBOX}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(body, webhookSecrets().slice(0, 1)),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
}

/** Every event has an id and a type; only the payment events below are acted on. */
const envelopeSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
});
const HANDLED_TYPES = new Set(['payment.succeeded', 'payment.failed']);

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      amount: z.string().regex(/^\d{1,12}\.\d{2}$/),
      currency: z.string().length(3),
      metadata: z.object({ payment_link: z.uuid() }),
      failure_reason: z.string().max(255).optional(),
    }),
  }),
});

export const sandboxProvider: PaymentProvider = {
  name: SANDBOX,
  async createCheckout(req: CheckoutRequest) {
    const token = await signSession({
      link: req.linkId,
      number: req.bookingNumber,
      amount: req.amount,
      currency: req.currency,
      back: req.returnUrl,
    });
    return { url: `${getEnv().PUBLIC_BASE_URL}/sandbox/checkout/${token}` };
  },
  parseWebhook(rawBody, headers, now): WebhookParse {
    const check = verifyWebhookSignature(headers.get(SIGNATURE_HEADER), rawBody, webhookSecrets(), {
      now: Math.floor(now.getTime() / 1000),
    });
    if (!check.ok) return { ok: false, outcome: 'INVALID_SIGNATURE', detail: check.reason };
    let parsed: z.infer<typeof eventSchema>;
    try {
      const body = Buffer.from(rawBody).toString('utf8');
      // PostgreSQL stores no NUL in text or jsonb: such an event cannot be recorded as it came.
      if (body.includes('\\u0000') || body.includes('\0')) throw new Error('NUL in the event');
      const json: unknown = JSON.parse(body);
      const envelope = envelopeSchema.parse(json);
      if (!HANDLED_TYPES.has(envelope.type))
        return { ok: true, event: { id: envelope.id, kind: 'unhandled', type: envelope.type } };
      parsed = eventSchema.parse(json);
    } catch (e) {
      return {
        ok: false,
        outcome: 'MALFORMED',
        detail: String((e as Error).message).slice(0, 500),
      };
    }
    const o = parsed.data.object;
    const event: WebhookEvent = {
      id: parsed.id,
      kind: parsed.type === 'payment.succeeded' ? 'succeeded' : 'failed',
      paymentId: o.id,
      linkId: o.metadata.payment_link,
      amount: o.amount,
      currency: o.currency,
      failureReason: o.failure_reason,
    };
    return { ok: true, event };
  },
};
