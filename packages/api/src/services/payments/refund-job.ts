/** Refunds through the provider (§18): requested in a transaction, carried out by a retried job. */
import { and, eq, lt } from 'drizzle-orm';
import { PaymentProviderError } from '@app/integration-kit';
import { payments, SYSTEM_USER_ID, type Db } from '@app/db';
import { jobQueueFor } from '../../lib/job-queue';
import { recordHistory } from '../bookings';
import { refundingProvider } from './providers';

export const REFUND_JOB = 'payments.refund';
/** Attempts of one refund (the job's retries plus one) before it is FAILED for a person to see. */
export const REFUND_ATTEMPTS = 5;

type PaymentRow = typeof payments.$inferSelect;

/** The provider's idempotence key of a payment's refund: the same on every retry and request. */
export const refundKey = (payment: string) => `refund-${payment}`;

/**
 * Marks a REFUND_REQUIRED payment's refund REQUESTED and queues its job in `tx` (false: its
 * provider does not refund, so the office returns the money). Without a running queue the sweep
 * (`sweepRefunds`) queues it later.
 */
export async function requestRefund(
  tx: Db,
  p: Pick<PaymentRow, 'id' | 'booking' | 'provider' | 'refund_status'>,
  reason: string,
  user: string,
  now: Date,
): Promise<boolean> {
  if (!refundingProvider(p.provider)) return false;
  await tx
    .update(payments)
    .set({
      refund_status: 'REQUESTED',
      refund_reason: reason.slice(0, 255),
      refund_error: null,
      refund_attempts: 0,
      updated_at: now,
    })
    .where(eq(payments.id, p.id));
  await recordHistory(
    tx,
    { booking: p.booking, entity_type: 'Payment', entity_id: p.id, user, date: now },
    [
      ['refund_status', p.refund_status, 'REQUESTED'],
      ['refund_reason', null, reason.slice(0, 255)],
    ],
  );
  await jobQueueFor(REFUND_JOB)?.insert(tx, REFUND_JOB, [{ data: { payment: p.id } }]);
  return true;
}

async function settle(db: Db, p: PaymentRow, set: Partial<PaymentRow>, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ ...set, updated_at: now })
      .where(and(eq(payments.id, p.id), eq(payments.refund_status, 'REQUESTED')));
    const changes: [string, string | null, string | null][] = [
      ['refund_status', 'REQUESTED', set.refund_status ?? null],
    ];
    if (set.refund_error) changes.push(['refund_error', null, set.refund_error]);
    const entry = { booking: p.booking, entity_type: 'Payment' as const, entity_id: p.id };
    await recordHistory(tx, { ...entry, user: SYSTEM_USER_ID, date: now }, changes);
  });
}

/**
 * One attempt of a payment's refund (the job `payments.refund`): the provider's refund under the
 * payment's key, so a retry or a second job never refunds twice. A refusal (4xx) or the last
 * attempt is FAILED with the provider's reason; a 5xx, 429 or no answer throws to be retried.
 */
export async function attemptRefund(db: Db, id: string, now = new Date()): Promise<string> {
  const [p] = await db.select().from(payments).where(eq(payments.id, id));
  if (!p || p.refund_status !== 'REQUESTED') return `payment ${id}: no refund requested`;
  const provider = refundingProvider(p.provider);
  if (!provider?.refund || !p.provider_payment_id) {
    await settle(
      db,
      p,
      { refund_status: 'FAILED', refund_error: 'The provider is not configured' },
      now,
    );
    return `payment ${id}: provider ${p.provider} not configured`;
  }
  const attempts = p.refund_attempts + 1;
  await db
    .update(payments)
    .set({ refund_attempts: attempts, updated_at: now })
    .where(eq(payments.id, id));
  try {
    const r = await provider.refund({
      idempotencyKey: refundKey(p.id),
      providerPaymentId: p.provider_payment_id,
      amount: p.amount,
      currency: p.currency,
      description: (p.refund_reason ?? 'Refund').slice(0, 255),
    });
    if (r.status === 'pending') throw new Error('The refund is pending at the provider');
    if (r.status === 'canceled') {
      await settle(
        db,
        p,
        { refund_status: 'FAILED', refund_error: 'The provider canceled the refund' },
        now,
      );
      return `payment ${id}: refund canceled`;
    }
    await settle(
      db,
      p,
      {
        refund_status: 'SUCCEEDED',
        provider_refund_id: r.providerRefundId,
        refunded_at: now,
        refund_error: null,
      },
      now,
    );
    return `payment ${id}: refunded`;
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).slice(0, 255);
    const retryable = !(e instanceof PaymentProviderError) || e.retryable;
    if (retryable && attempts < REFUND_ATTEMPTS) {
      await db.update(payments).set({ refund_error: message }).where(eq(payments.id, id));
      throw e;
    }
    await settle(db, p, { refund_status: 'FAILED', refund_error: message }, now);
    return `payment ${id}: refund failed`;
  }
}

/** REQUESTED refunds no job has touched for `staleMinutes` (queued while no queue ran) get one. */
export async function sweepRefunds(db: Db, staleMinutes = 15, now = new Date()): Promise<number> {
  const queue = jobQueueFor(REFUND_JOB);
  if (!queue) return 0;
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.refund_status, 'REQUESTED'),
        lt(payments.updated_at, new Date(now.getTime() - staleMinutes * 60_000)),
      ),
    )
    .limit(100);
  for (const { id } of due) {
    await db.update(payments).set({ updated_at: now }).where(eq(payments.id, id));
    await queue.send(REFUND_JOB, { payment: id });
  }
  return due.length;
}
