/**
 * Delivery: a job per attempt (`webhooks.deliver`) and a sweep every minute (`webhooks.sweep`) that
 * queues due deliveries no job carries. A job first claims its delivery (a lease) with one
 * conditional UPDATE: one attempt at a time across instances and duplicate jobs.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, webhookAttempts, type Db } from '@app/db';
import {
  describeFailure,
  webhookSender,
  type DeliveryConfig,
  type DeliveryOutcome,
  type SendResult,
} from '@app/integration-webhooks-out';
import { getEnv, type ApiEnv } from '../../env';
import { log } from '../../lib/log';
import { countWebhookDelivery } from '../../lib/metrics';
import { urlPolicy } from './addresses';
import { webhookId } from './deliveries';
import { webhookQueue, type WebhookQueue } from './events';
import { openSecret } from './secrets';

const webhooksLog = log.child({ component: 'webhooks' });

/** An endpoint the delivery just disabled (410 Gone, or failing for too long). */
export interface DisabledEndpoint {
  id: string;
  url: string;
  reason: 'GONE' | 'FAILING';
}

/** What a disabled endpoint does above webhooks, in its transaction (notifications). */
export type EndpointDisabled = (tx: Db, endpoint: DisabledEndpoint) => Promise<void>;

export type DeliverySettings = Pick<
  ApiEnv,
  | 'APP_ENV'
  | 'WEBHOOK_ALLOW_PRIVATE_URLS'
  | 'WEBHOOK_RETRY_SCHEDULE'
  | 'WEBHOOK_TIMEOUT_MS'
  | 'WEBHOOK_DISABLE_AFTER_HOURS'
>;

interface Claimed {
  id: string;
  event: string;
  endpoint: string;
  attempt_count: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_live: boolean;
  failing_hours: number | null;
  body: string;
}

/**
 * Claims a due delivery for one attempt; null when it is not due, done, or someone else has it.
 * The claim is a lease: if its instance dies mid-attempt, the lease passes and the sweep requeues.
 */
async function claim(db: Db, id: string, leaseMs: number): Promise<Claimed | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      update webhook_deliveries d
      set claimed_until = now() + ${leaseMs} * interval '1 millisecond',
          attempt_count = d.attempt_count + 1, updated_at = now()
      from webhook_endpoints e, webhook_events ev
      where d.id = ${id} and e.id = d.endpoint and e.active and e.deleted_at is null
        and ev.id = d.event
        and d.status = 'PENDING' and d.next_attempt_at <= now()
        and (d.claimed_until is null or d.claimed_until < now())
      returning d.id, d.event, d.endpoint, d.attempt_count, e.url, e.secret, e.previous_secret,
        coalesce(e.previous_expires_at > now(), false) as previous_live,
        extract(epoch from now() - e.failing_since) / 3600 as failing_hours, ev.body`),
  ) as Claimed[];
  return row ?? null;
}

function signingSecrets(c: Claimed): string[] {
  const secrets = [openSecret(c.secret)];
  if (c.previous_live && c.previous_secret) secrets.push(openSecret(c.previous_secret));
  return secrets;
}

type Outcome = DeliveryOutcome;

/** The connector's configuration from the app's settings. */
const deliveryConfig = (settings: DeliverySettings): DeliveryConfig => ({
  timeoutMs: settings.WEBHOOK_TIMEOUT_MS,
  retrySchedule: settings.WEBHOOK_RETRY_SCHEDULE,
  policy: urlPolicy(settings),
});

/** Records an attempt and what follows it, in one transaction. */
async function settle(
  db: Db,
  c: Claimed,
  r: SendResult,
  outcome: Outcome,
  settings: DeliverySettings,
  queue: WebhookQueue | null,
  onDisabled: EndpointDisabled,
): Promise<void> {
  const delay = settings.WEBHOOK_RETRY_SCHEDULE[c.attempt_count - 1] ?? 0;
  const error = outcome === 'SUCCEEDED' ? null : describeFailure(r).slice(0, 500);
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      delivery: c.id,
      status_code: r.status,
      duration_ms: r.durationMs,
      response: r.response,
      error: r.error?.slice(0, 500) ?? null,
    });
    const status =
      outcome === 'SUCCEEDED' ? 'SUCCEEDED' : outcome === 'RETRY' ? 'PENDING' : 'FAILED';
    const retry = outcome === 'RETRY';
    await tx.execute(sql`
      update webhook_deliveries set status = ${status}, claimed_until = null, updated_at = now(),
        last_status_code = ${r.status}, last_error = ${error},
        succeeded_at = ${outcome === 'SUCCEEDED' ? sql`now()` : sql`succeeded_at`},
        next_attempt_at = ${retry ? sql`now() + ${delay} * interval '1 second'` : sql`next_attempt_at`},
        queued_at = ${retry && queue ? sql`now()` : retry ? sql`null` : sql`queued_at`}
      where id = ${c.id}`);
    if (outcome === 'SUCCEEDED') {
      await tx.execute(
        sql`update webhook_endpoints set failing_since = null where id = ${c.endpoint} and failing_since is not null`,
      );
      return;
    }
    const gone = outcome === 'GONE';
    const failingTooLong =
      c.failing_hours !== null && Number(c.failing_hours) >= settings.WEBHOOK_DISABLE_AFTER_HOURS;
    if (gone || failingTooLong) {
      const reason = gone ? 'GONE' : 'FAILING';
      const disabled = rowsOf(
        await tx.execute(sql`
        update webhook_endpoints set active = false, disabled_at = now(), updated_at = now(),
          disabled_reason = ${reason}, failing_since = coalesce(failing_since, now())
        where id = ${c.endpoint} and disabled_at is null
        returning url`),
      ) as { url: string }[];
      // Told once: a second attempt settling at the same time finds it disabled already.
      const [endpoint] = disabled;
      if (endpoint) await onDisabled(tx, { id: c.endpoint, url: endpoint.url, reason });
      await tx.execute(sql`
        update webhook_deliveries set status = 'FAILED', claimed_until = null, updated_at = now(),
          last_error = ${gone ? 'endpoint disabled: 410 Gone' : 'endpoint disabled: failing too long'}
        where endpoint = ${c.endpoint} and status = 'PENDING'`);
      webhooksLog.warn(
        { endpoint: c.endpoint, reason: gone ? 'GONE' : 'FAILING' },
        'webhook endpoint disabled',
      );
      return;
    }
    await tx.execute(
      sql`update webhook_endpoints set failing_since = now() where id = ${c.endpoint} and failing_since is null`,
    );
    if (retry && queue) {
      const startAfter = new Date(Date.now() + delay * 1000);
      await queue(tx, [{ id: c.id, startAfter }]);
    }
  });
}

/**
 * The job's work: one attempt of delivery `id`, if it is due and nobody else is attempting it.
 * Never throws for the receiver's failures (they are the delivery's retries, not the job's).
 * An endpoint it disables is handed to `onDisabled`.
 */
export async function attemptDelivery(
  db: Db,
  id: string,
  onDisabled: EndpointDisabled,
  settings: DeliverySettings = getEnv(),
  resolve?: (host: string) => Promise<string[]>,
): Promise<string> {
  const leaseMs = settings.WEBHOOK_TIMEOUT_MS + 60_000;
  const c = await claim(db, id, leaseMs);
  if (!c) return 'not due or taken';
  const body = c.body;
  const msgId = webhookId(c.event);
  const config = deliveryConfig(settings);
  let result: SendResult;
  try {
    const timestamp = Math.floor(Date.now() / 1000);
    const delivery = { url: c.url, messageId: msgId, timestamp, body, secrets: signingSecrets(c) };
    result = await webhookSender.send(delivery, config, resolve);
  } catch (e) {
    result = { status: null, response: null, error: (e as Error).message, durationMs: 0 };
  }
  const outcome = webhookSender.classify(result, c.attempt_count, config);
  await settle(db, c, result, outcome, settings, webhookQueue(), onDisabled);
  countWebhookDelivery(
    outcome === 'SUCCEEDED' ? 'delivered' : outcome === 'RETRY' ? 'retrying' : 'failed',
  );
  return `${msgId} attempt ${c.attempt_count}: ${outcome} (${result.status ?? result.error})`;
}

/** How long a queued job may lag behind its delivery's due time before the sweep queues another. */
export const SWEEP_GRACE_SECONDS = 120;
const SWEEP_BATCH = 500;

/**
 * The minute's sweep: due, unclaimed deliveries that no job carries (never queued, or queued
 * longer ago than the grace without being attempted) get a job. A duplicate job is harmless: the
 * claim lets one attempt through.
 */
export async function sweepDeliveries(db: Db, queue: WebhookQueue | null = webhookQueue()) {
  if (!queue) return 0;
  return db.transaction(async (tx) => {
    const due = rowsOf(
      await tx.execute(sql`
        select id from webhook_deliveries
        where status = 'PENDING' and next_attempt_at <= now()
          and (claimed_until is null or claimed_until < now())
          and (queued_at is null
            or greatest(queued_at, next_attempt_at) < now() - ${SWEEP_GRACE_SECONDS} * interval '1 second')
        order by next_attempt_at limit ${SWEEP_BATCH}
        for update skip locked`),
    ) as { id: string }[];
    if (due.length === 0) return 0;
    await tx.execute(sql`
      update webhook_deliveries set queued_at = now()
      where id in (${sql.join(
        due.map((d) => sql`${d.id}::uuid`),
        sql`, `,
      )})`);
    await queue(tx, due);
    return due.length;
  });
}
