import { and, eq, ne } from 'drizzle-orm';
import { paymentLinks, payments, paymentWebhooks, SYSTEM_USER_ID, type Db } from '@app/db';
import type { PaymentProviderName, WebhookOutcome } from '@app/validators';
import { AppError, notFound } from '../../errors';
import { countPayment, countPaymentWebhook, type PaymentOutcome } from '../../lib/metrics';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordHistory } from '../bookings';
import { consume } from '../rate-limit';
import { providerNamed, type VerifiedPaymentEvent } from './providers';
import { registerPayment } from './register';

/** A refused webhook keeps this much of its body: enough to investigate, too little to flood. */
const REFUSED_BODY_BYTES = 16 * 1024;

export interface WebhookAnswer {
  status: 200 | 400;
  outcome: WebhookOutcome | 'DUPLICATE';
  payment?: string;
  /** The body the provider expects for an accepted notification (T-Bank: `OK`), if it sets one. */
  acknowledgement?: { body: string; contentType: string };
}

/** The body as text PostgreSQL can store: a NUL (which `text` refuses) becomes U+FFFD. */
const text = (raw: Uint8Array, max = Infinity) =>
  Buffer.from(raw.subarray(0, Math.min(raw.length, max)))
    .toString('utf8')
    .replaceAll('\0', '\uFFFD');

/**
 * `/api/payments/webhook/<provider>`: verifies the signature, then records the event and its effect
 * in one transaction. The event row is inserted first against the unique (provider, event id), so a
 * repeated or replayed event inserts nothing and changes nothing (answered 200, `DUPLICATE`); a
 * failure rolls everything back and the provider retries. Refused webhooks are recorded too.
 */
export async function receiveWebhook(
  db: Db,
  providerName: string,
  rawBody: Uint8Array,
  headers: Headers,
  clientIp: string,
  now = new Date(),
): Promise<WebhookAnswer> {
  const provider = providerNamed(providerName);
  if (!provider) throw notFound('PAYMENT_PROVIDER_UNKNOWN', 'No such payment provider');
  const parse = await provider.authenticateNotification({
    rawBody,
    headers,
    sourceIp: clientIp,
    now,
  });
  const signature = provider.signatureHeader
    ? (headers.get(provider.signatureHeader)?.slice(0, 1024) ?? null)
    : null;
  if (!parse.ok) {
    // Kept for investigation, but a flood of forged calls cannot fill the table: 429 beyond 60
    // refused webhooks a minute from one address (a real provider's are never refused).
    await consume(db, 'refusedWebhookByIp', `${provider.name}:${clientIp}`);
    await db.insert(paymentWebhooks).values({
      provider: provider.name,
      raw_body: text(rawBody, REFUSED_BODY_BYTES),
      signature,
      outcome: parse.outcome,
      detail: parse.detail.slice(0, 1024),
      received_at: now,
    });
    countPaymentWebhook(provider.name, parse.outcome);
    return { status: 400, outcome: parse.outcome };
  }
  const event = parse.event;
  const answer = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentWebhooks)
      .values({
        provider: provider.name,
        event_id: event.id,
        raw_body: text(rawBody),
        signature,
        outcome: 'IGNORED',
        parsed: recordOf(event),
        received_at: now,
      })
      .onConflictDoNothing({ target: [paymentWebhooks.provider, paymentWebhooks.event_id] })
      .returning({ id: paymentWebhooks.id });
    if (!row) return { status: 200 as const, outcome: 'DUPLICATE' as const };
    // A signed event of a type the app does not act on is acknowledged (a 4xx would be retried
    // and, repeated, disable the endpoint at the provider) and kept with its type for the record.
    const result: Applied =
      event.kind === 'succeeded' || event.kind === 'canceled'
        ? await applyEvent(tx, provider.name, event, now)
        : {
            outcome: 'IGNORED',
            detail: `Event type ${(event.kind === 'unhandled' ? event.type : event.kind).slice(0, 255)} is not handled`,
          };
    await tx
      .update(paymentWebhooks)
      .set({
        outcome: result.outcome,
        detail: result.detail ?? null,
        payment: result.payment ?? null,
      })
      .where(eq(paymentWebhooks.id, row.id));
    return { status: 200 as const, outcome: result.outcome, payment: result.payment };
  });
  // Counted once committed (a failure rolls back and the provider retries).
  countPaymentWebhook(provider.name, answer.outcome);
  const recorded = PAYMENT_OF_OUTCOME[answer.outcome];
  if (recorded) countPayment(provider.name, recorded);
  return provider.acknowledgement
    ? { ...answer, acknowledgement: provider.acknowledgement }
    : answer;
}

/** The payment a webhook's outcome recorded, if any. */
const PAYMENT_OF_OUTCOME: Partial<Record<WebhookAnswer['outcome'], PaymentOutcome>> = {
  APPLIED: 'succeeded',
  REFUND_REQUIRED: 'refund_required',
  PAYMENT_FAILED: 'failed',
};

interface Applied {
  outcome: WebhookOutcome;
  detail?: string;
  payment?: string;
}

/**
 * The event as its row keeps it (`parsed`): the form recorded before the connectors' contract
 * (a canceled payment is `failed`, its reason `failureReason`), so old and new rows read alike.
 */
function recordOf(e: VerifiedPaymentEvent | { id: string; kind: 'unhandled'; type: string }) {
  if (e.kind === 'unhandled') return e;
  return {
    id: e.id,
    kind: e.kind === 'canceled' ? 'failed' : e.kind,
    paymentId: e.providerPaymentId,
    linkId: e.metadata.linkId,
    amount: e.amount,
    currency: e.currency,
    ...(e.reason === undefined ? {} : { failureReason: e.reason }),
  };
}

/** What an authentic event does: a success registers a payment, a cancellation is recorded. */
async function applyEvent(
  tx: Db,
  provider: PaymentProviderName,
  e: VerifiedPaymentEvent,
  now: Date,
): Promise<Applied> {
  const linkId = e.metadata.linkId;
  const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
  if (!link) return { outcome: 'IGNORED', detail: `Unknown payment link ${linkId}` };
  const base = {
    booking: link.booking,
    provider,
    amount: e.amount,
    currency: e.currency,
    provider_payment_id: e.providerPaymentId,
    payment_link: link.id,
    test: e.test ?? false,
  };
  if (e.kind === 'canceled') {
    // A payment that already has an outcome keeps it: a failure reported after the success (or
    // the refund flag) of the same provider payment changes nothing. A failed attempt retried
    // under its id may still succeed later.
    const [settled] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.provider_payment_id, e.providerPaymentId),
          ne(payments.status, 'FAILED'),
        ),
      )
      .limit(1);
    if (settled)
      return {
        outcome: 'IGNORED',
        detail: `Payment ${e.providerPaymentId} already has an outcome (${settled.status})`,
      };
    const [p] = await tx
      .insert(payments)
      .values({
        ...base,
        status: 'FAILED',
        reason: e.reason?.slice(0, 255) ?? 'failed',
        created_at: now,
        updated_at: now,
      })
      .returning({ id: payments.id });
    const id = (p as { id: string }).id;
    await recordHistory(
      tx,
      {
        booking: link.booking,
        entity_type: 'Payment',
        entity_id: id,
        user: SYSTEM_USER_ID,
        date: now,
      },
      [
        ['provider', null, provider],
        ['status', null, 'FAILED'],
        ['amount', null, e.amount],
      ],
    );
    return { outcome: 'PAYMENT_FAILED', payment: id, detail: e.reason };
  }
  try {
    const r = await registerPayment(tx, base, SYSTEM_USER_ID, { now });
    return r.applied
      ? { outcome: 'APPLIED', payment: r.payment }
      : { outcome: 'REFUND_REQUIRED', payment: r.payment, detail: r.reason };
  } catch (err) {
    // The provider's payment is already registered (another event for the same payment).
    if (isUniqueViolation(err, 'payments_provider_payment_unique'))
      return {
        outcome: 'IGNORED',
        detail: `Payment ${e.providerPaymentId} is already registered`,
      };
    if (err instanceof AppError && err.appCode === 'BOOKING_ALREADY_PAID') {
      // Lost a race the locks make near impossible: record it as money to refund.
      const r = await registerPayment(tx, base, SYSTEM_USER_ID, { now });
      return { outcome: r.applied ? 'APPLIED' : 'REFUND_REQUIRED', payment: r.payment };
    }
    throw err;
  }
}
