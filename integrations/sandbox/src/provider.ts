import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  httpClient,
  type NotificationCheck,
  type PaymentProvider,
  type VerifiedPaymentEvent,
} from '@app/integration-kit';
import type { SandboxConfig } from './config';
import { newSession, sealSession, type SandboxSession } from './session';
import { SIGNATURE_HEADER, signWebhook, verifyWebhookSignature } from './signature';

/**
 * The built-in SANDBOX provider: a test checkout page (the app's /sandbox/checkout) whose
 * "succeed" and "fail" buttons send a signed webhook to the app over HTTP, exactly as a real
 * provider would. Its checkout session is a signed JWT (session.ts).
 */
export const SANDBOX = 'SANDBOX';

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 24);

/** The provider's payment id of a checkout session: one per session, whatever its outcome. */
export const sessionPaymentId = (s: SandboxSession) => `pay_${digest(`${s.link}.${s.nonce}`)}`;

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

/** The signed webhook of an event: its body and headers, as the sandbox sends them. */
export function sandboxNotification(
  config: SandboxConfig,
  event: object,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const body = JSON.stringify(event);
  const signature = signWebhook(body, config.webhookSecrets.slice(0, 1), timestamp);
  return {
    body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
  };
}

const client = httpClient({ name: SANDBOX, timeoutMs: 10_000, retries: 0 });

/** Sends a signed webhook to the app, over HTTP like a real provider. */
export function sendSandboxWebhook(config: SandboxConfig, event: object): Promise<Response> {
  const { body, headers } = sandboxNotification(config, event);
  return client.request(`${config.publicBaseUrl}/api/payments/webhook/${SANDBOX}`, {
    method: 'POST',
    headers,
    body,
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

/** Verifies the signature over the raw body, then reads the event. */
export function checkSandboxNotification(
  config: SandboxConfig,
  rawBody: Uint8Array,
  headers: Headers,
  now: Date,
): NotificationCheck {
  const check = verifyWebhookSignature(
    headers.get(SIGNATURE_HEADER),
    rawBody,
    config.webhookSecrets,
    { now: Math.floor(now.getTime() / 1000) },
  );
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
    return { ok: false, outcome: 'MALFORMED', detail: String((e as Error).message).slice(0, 500) };
  }
  const o = parsed.data.object;
  const event: VerifiedPaymentEvent = {
    id: parsed.id,
    // A declined card cancels the sandbox's payment (the checkout stays open for another try).
    kind: parsed.type === 'payment.succeeded' ? 'succeeded' : 'canceled',
    providerPaymentId: o.id,
    amount: o.amount,
    currency: o.currency,
    metadata: { linkId: o.metadata.payment_link },
    ...(o.failure_reason === undefined ? {} : { reason: o.failure_reason }),
  };
  return { ok: true, event };
}

/** The sandbox behind the contract; no capture, cancel or refund (it holds no money). */
export function sandboxProvider(config: SandboxConfig): PaymentProvider {
  return {
    name: SANDBOX,
    signatureHeader: SIGNATURE_HEADER,
    async createCheckout(req) {
      // The idempotency key is not needed: a checkout is a signed token, nothing is stored.
      const session = newSession({
        link: req.metadata.linkId,
        number: req.metadata.bookingNumber,
        amount: req.amount,
        currency: req.currency,
        back: req.returnUrl,
      });
      const token = await sealSession(config.webhookSecrets[0] ?? '', session);
      return {
        redirectUrl: `${config.publicBaseUrl}/sandbox/checkout/${token}`,
        providerPaymentId: sessionPaymentId(session),
      };
    },
    async authenticateNotification(n) {
      return checkSandboxNotification(config, n.rawBody, n.headers, n.now);
    },
  };
}
