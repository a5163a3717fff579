import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type Db,
} from '@app/db';
import type {
  ReplayFailedWebhooksData,
  WebhookDeliveriesListData,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '@app/validators';
import { conflict, notFound } from '../../errors';
import { iso, recordFields } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';
import { endpointNotFound } from './endpoints';
import { webhookQueue } from './events';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The `webhook-id` of every attempt of an event's deliveries (replays included). */
export const webhookId = (eventId: string) => `msg_${eventId.replaceAll('-', '')}`;

const deliveryList = recordList(
  webhookDeliveries,
  {
    endpoint: 'uuid',
    event: 'uuid',
    event_type: 'string',
    status: 'string',
    next_attempt_at: 'date',
  },
  ['event_type', 'status', 'next_attempt_at'],
);

/** Deliveries with their events and every attempt (two more statements for the page). */
async function toDeliveryDtos(db: Db, rows: DeliveryRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [events, attempts] = await Promise.all([
    db
      .select()
      .from(webhookEvents)
      .where(
        inArray(
          webhookEvents.id,
          rows.map((r) => r.event),
        ),
      ),
    db
      .select()
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.delivery, ids))
      .orderBy(asc(webhookAttempts.id)),
  ]);
  const eventById = new Map(events.map((e) => [e.id, e]));
  return rows.map((d) => {
    const e = eventById.get(d.event);
    return {
      ...recordFields(d),
      endpoint: d.endpoint,
      event: d.event,
      event_type: d.event_type as WebhookEventType,
      webhook_id: webhookId(d.event),
      unit: e?.unit ?? null,
      sequence: e?.sequence ?? null,
      status: d.status as WebhookDeliveryStatus,
      next_attempt_at: d.status === 'PENDING' ? iso(d.next_attempt_at) : null,
      succeeded_at: iso(d.succeeded_at),
      last_status_code: d.last_status_code,
      last_error: d.last_error,
      body: e?.body ?? '',
      attempts: attempts
        .filter((a) => a.delivery === d.id)
        .map((a) => ({
          attempted_at: iso(a.attempted_at),
          status_code: a.status_code,
          duration_ms: a.duration_ms,
          response: a.response,
          error: a.error,
        })),
    };
  });
}
export type WebhookDeliveryDto = Awaited<ReturnType<typeof toDeliveryDtos>>[number];

/** `webhookDeliveries.list`: newest first by default. */
export async function listDeliveries(db: Db, input: WebhookDeliveriesListData) {
  return mapPage(await listPage(db, deliveryList, input), (rows) => toDeliveryDtos(db, rows));
}

const deliveryNotFound = () => notFound('WEBHOOK_DELIVERY_NOT_FOUND', 'Webhook delivery not found');
const endpointOff = () =>
  conflict('WEBHOOK_ENDPOINT_DISABLED', 'This webhook endpoint is turned off: turn it on first');

/** Makes deliveries due now with a fresh retry schedule, and queues them in `tx`. */
async function requeue(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const queue = webhookQueue();
  await tx
    .update(webhookDeliveries)
    .set({
      status: 'PENDING',
      attempt_count: 0,
      next_attempt_at: sql`now()`,
      queued_at: queue ? sql`now()` : null,
      updated_at: new Date(),
    })
    .where(inArray(webhookDeliveries.id, ids));
  if (queue)
    await queue(
      tx,
      ids.map((id) => ({ id })),
    );
}

/**
 * `webhookDeliveries.replay`: sends a delivery again (whatever its state) with the same
 * `webhook-id` and body; its attempts so far stay in its log. A delivery being attempted right now
 * is not attempted twice at once: the new job waits for the running attempt's claim.
 */
export async function replayDelivery(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: webhookDeliveries.id, active: webhookEndpoints.active })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint))
      .where(eq(webhookDeliveries.id, id))
      .for('update', { of: webhookDeliveries });
    if (!row) throw deliveryNotFound();
    if (!row.active) throw endpointOff();
    await requeue(tx, [row.id]);
  });
  return { item: { id }, message: 'Webhook delivery queued again' };
}

/** At most this many deliveries are replayed by one call (ask again for the rest). */
export const REPLAY_MAX = 5000;

/** `webhookDeliveries.replayFailed`: every FAILED delivery of an endpoint created since `since`. */
export async function replayFailed(db: Db, input: ReplayFailedWebhooksData) {
  const count = await db.transaction(async (tx) => {
    const [e] = await tx
      .select({ active: webhookEndpoints.active })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, input.endpoint))
      .for('update');
    if (!e) throw endpointNotFound();
    if (!e.active) throw endpointOff();
    const rows = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpoint, input.endpoint),
          eq(webhookDeliveries.status, 'FAILED'),
          gte(webhookDeliveries.created_at, input.since),
        ),
      )
      .orderBy(asc(webhookDeliveries.created_at))
      .limit(REPLAY_MAX)
      .for('update', { skipLocked: true });
    await requeue(
      tx,
      rows.map((r) => r.id),
    );
    return rows.length;
  });
  return { message: `${count} webhook deliveries queued again`, count };
}
