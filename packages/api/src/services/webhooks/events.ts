/**
 * The outbox: `recordEvent(tx, type, ...)`, called by every emitting service in the change's own
 * transaction, writes the event (its body fixed once), a delivery per subscribed endpoint and their
 * jobs; an event carries its unit's next `sequence` (docs/decisions.md, Outgoing webhooks).
 */
import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import { rowsOf, webhookEndpoints, type Db } from '@app/db';
import type { WebhookEventType } from '@app/validators';
import { jobQueueFor } from '../../lib/job-queue';
import { preparedFor } from '../../lib/prepared';

/** Queues the jobs of deliveries inside the caller's transaction. */
export type WebhookQueue = (
  tx: Db,
  deliveries: { id: string; startAfter?: Date }[],
) => Promise<void>;

/** The job of one delivery attempt (runtime/jobs.ts runs it: `attemptDelivery`). */
export const WEBHOOK_JOB = 'webhooks.deliver' as const;

/** The deliveries' queue while this process's job queue runs (lib/job-queue.ts), else null. */
export function webhookQueue(): WebhookQueue | null {
  const queue = jobQueueFor(WEBHOOK_JOB);
  if (!queue) return null;
  return (tx, deliveries) =>
    queue.insert(
      tx,
      WEBHOOK_JOB,
      deliveries.map((d) => ({ data: { delivery: d.id }, startAfter: d.startAfter })),
    );
}

const subscribed = (type: Placeholder) =>
  and(
    eq(webhookEndpoints.active, true),
    isNull(webhookEndpoints.deleted_at),
    sql`${type} = any(${webhookEndpoints.events})`,
  );

export interface EventInput {
  /** The unit the event concerns: its next sequence number rides in the body. */
  unit?: string | null;
  /** The record as its list returns it; only built when some endpoint subscribes. */
  data: () => unknown;
  /** When the change happened (default: now). */
  at?: Date;
}

/** Whether an active endpoint subscribes to `type` (built once: lib/prepared.ts). */
async function anySubscriber(tx: Db, type: WebhookEventType): Promise<boolean> {
  const query = preparedFor(tx, 'anySubscriber', () =>
    tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(subscribed(sql.placeholder('type')))
      .limit(1)
      .prepare('anySubscriber'),
  );
  const [any] = await query.execute({ type });
  return Boolean(any);
}

/**
 * Records an event in the caller's transaction; returns the number of deliveries it made. With no
 * subscriber nothing is written: a subscription takes effect from its commit.
 */
export async function recordEvent(
  tx: Db,
  type: WebhookEventType,
  event: EventInput,
): Promise<number> {
  return (await anySubscriber(tx, type)) ? write(tx, type, event) : 0;
}

/**
 * Several events of one type (a bulk change), with one look for subscribers; written in the order
 * of their units, so that two bulk changes over the same units take the units' counters in the
 * same order (no deadlock between them).
 */
export async function recordEvents(
  tx: Db,
  type: WebhookEventType,
  events: EventInput[],
): Promise<number> {
  if (events.length === 0 || !(await anySubscriber(tx, type))) return 0;
  const ordered = [...events].sort((a, b) => ((a.unit ?? '') < (b.unit ?? '') ? -1 : 1));
  let made = 0;
  for (const e of ordered) made += await write(tx, type, e);
  return made;
}

/**
 * One statement: the unit's counter, the event (its body with the counter's value written into the
 * `"sequence":null` the body was built with: that key comes before `data`, after only ASCII, so the
 * position is the same in JavaScript and PostgreSQL), and a delivery per subscribed endpoint.
 */
async function write(tx: Db, type: WebhookEventType, event: EventInput): Promise<number> {
  const data = await event.data();
  const unit = event.unit ?? null;
  const timestamp = (event.at ?? new Date()).toISOString();
  const body = JSON.stringify({ type, timestamp, unit, sequence: null, data });
  const at = body.indexOf('"sequence":null') + '"sequence":'.length;
  const queue = webhookQueue();
  const made = rowsOf(
    await tx.execute(sql`
      with seq as (
        insert into webhook_unit_sequences (unit, value)
        select ${unit}::uuid, 1 where ${unit}::uuid is not null
        on conflict (unit) do update set value = webhook_unit_sequences.value + 1
        returning value
      ), ev as (
        insert into webhook_events (type, unit, sequence, body, created_at)
        select ${type}, ${unit}::uuid, s.value,
          case when s.value is null then ${body}::text
            else left(${body}::text, ${at}::int) || s.value::text || substr(${body}::text, ${at}::int + 5)
          end,
          coalesce(${event.at?.toISOString() ?? null}::timestamptz, now())
        from (select (select value from seq) as value) s
        returning id
      )
      insert into webhook_deliveries (event, endpoint, event_type, queued_at)
      select ev.id, e.id, ${type}, ${queue ? sql`now()` : sql`null`}
      from ev, ${webhookEndpoints} e
      where e.active and e.deleted_at is null and ${type} = any(e.events)
      returning id`),
  ) as { id: string }[];
  if (queue && made.length > 0) await queue(tx, made);
  return made.length;
}
