import { and, eq, isNull, sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints, type Db } from '@app/db';
import type {
  CreateWebhookEndpointData,
  UpdateWebhookEndpointData,
  WebhookDisabledReason,
  WebhookEndpointsListData,
  WebhookEventType,
} from '@app/validators';
import { badRequest, notFound } from '../../errors';
import { iso, recordFields } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';
import { refuseUrl } from './addresses';
import { newSecret, sealSecret } from './secrets';

/** The old secret signs beside the new one this long after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export const endpointNotFound = () =>
  notFound('WEBHOOK_ENDPOINT_NOT_FOUND', 'Webhook endpoint not found');

/** An endpoint as the list shows it: never its secret. */
export function toEndpointDto(e: EndpointRow) {
  return {
    ...recordFields(e),
    url: e.url,
    description: e.description,
    events: e.events as WebhookEventType[],
    previous_secret_expires_at:
      e.previous_expires_at && e.previous_expires_at > new Date()
        ? iso(e.previous_expires_at)
        : null,
    failing_since: iso(e.failing_since),
    disabled_reason: e.disabled_reason as WebhookDisabledReason | null,
    disabled_at: iso(e.disabled_at),
  };
}
export type WebhookEndpointDto = ReturnType<typeof toEndpointDto>;

async function assertUrl(url: string): Promise<void> {
  const refusal = await refuseUrl(url);
  if (refusal)
    throw badRequest('WEBHOOK_URL_REFUSED', 'This webhook URL cannot be used', { url: [refusal] });
}

/** `webhookEndpoints.create`: the secret is in this answer and never again. */
export async function createEndpoint(db: Db, actorId: string, input: CreateWebhookEndpointData) {
  await assertUrl(input.url);
  const secret = newSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: input.url,
      events: input.events,
      description: input.description || null,
      secret: sealSecret(secret),
      created_by: actorId,
    })
    .returning({ id: webhookEndpoints.id });
  return { item: { id: row?.id ?? '' }, message: 'Webhook endpoint created', secret };
}

const endpointList = recordList(
  webhookEndpoints,
  { url: 'string', description: 'string', disabled_reason: 'string' },
  ['url'],
);

/** `webhookEndpoints.list`. */
export async function listEndpoints(db: Db, input: WebhookEndpointsListData) {
  return mapPage(await listPage(db, endpointList, input), (rows) => rows.map(toEndpointDto));
}

async function findEndpoint(db: Db, id: string, lock = false) {
  const q = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deleted_at)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw endpointNotFound();
  return row;
}

/**
 * `webhookEndpoints.update`. Turning an endpoint back on (`active: true`) clears what the system
 * recorded when it disabled it; its FAILED deliveries stay failed (`replayFailed` resends them).
 */
export async function updateEndpoint(db: Db, input: UpdateWebhookEndpointData) {
  if (input.url !== undefined) await assertUrl(input.url);
  await db.transaction(async (tx) => {
    const e = await findEndpoint(tx, input.id, true);
    const reenable = input.active === true && (!e.active || e.disabled_at !== null);
    await tx
      .update(webhookEndpoints)
      .set({
        url: input.url,
        events: input.events,
        description: input.description === undefined ? undefined : input.description || null,
        active: input.active,
        ...(reenable ? { disabled_at: null, disabled_reason: null, failing_since: null } : {}),
        updated_at: new Date(),
      })
      .where(eq(webhookEndpoints.id, e.id));
    if (input.active === false) await failPending(tx, e.id, 'endpoint turned off');
  });
  return { item: { id: input.id }, message: 'Webhook endpoint updated' };
}

/** The pending deliveries of an endpoint that stops receiving: FAILED, for a later replay. */
export async function failPending(tx: Db, endpoint: string, reason: string): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'FAILED', last_error: reason, claimed_until: null, updated_at: new Date() })
    .where(
      and(eq(webhookDeliveries.endpoint, endpoint), sql`${webhookDeliveries.status} = 'PENDING'`),
    );
}

/**
 * `webhookEndpoints.rotateSecret`: a new secret signs from now on, and the current one keeps
 * signing beside it for 24 hours (two signatures in `webhook-signature`), so the receiver can
 * switch without losing a message. A second rotation within the 24 hours drops the oldest.
 */
export async function rotateSecret(db: Db, id: string, now = new Date()) {
  const secret = newSecret();
  await db.transaction(async (tx) => {
    const e = await findEndpoint(tx, id, true);
    await tx
      .update(webhookEndpoints)
      .set({
        secret: sealSecret(secret),
        previous_secret: e.secret,
        previous_expires_at: new Date(now.getTime() + ROTATION_OVERLAP_MS),
        updated_at: now,
      })
      .where(eq(webhookEndpoints.id, e.id));
  });
  return { item: { id }, message: 'Webhook secret rotated', secret };
}
