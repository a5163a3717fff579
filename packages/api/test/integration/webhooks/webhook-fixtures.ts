/** Shared by the webhook tests: a receiver on 127.0.0.1, endpoints, events, and their rows. */
import { afterAll } from 'vitest';
import type { FakeHandler } from '@app/integration-kit/testing';
import { startWebhookReceiver } from '@app/integration-webhooks-out/fake';
import { asc, eq } from 'drizzle-orm';
import { SYSTEM_USER_ID, webhookAttempts, webhookDeliveries, type Db } from '@app/db';
import type { WebhookEventType } from '@app/validators';
import { getEnv } from '../../../src/env';
import { createEndpoint, recordEvent, type DeliverySettings } from '../../../src/services/webhooks';

/** The fake receiver of integrations/webhooks-out (127.0.0.1, an ephemeral port), closed after the file. */
export async function receiver(handler?: FakeHandler) {
  const r = await startWebhookReceiver(handler);
  afterAll(() => r.close());
  return r;
}

/** Delivery settings for tests: every retry at once, a short timeout. */
export const FAST: DeliverySettings = {
  ...getEnv(),
  WEBHOOK_ALLOW_PRIVATE_URLS: true,
  WEBHOOK_RETRY_SCHEDULE: [0, 0],
  WEBHOOK_TIMEOUT_MS: 500,
};

export async function endpoint(db: Db, url: string, events: WebhookEventType[]) {
  return createEndpoint(db, SYSTEM_USER_ID, { url, events });
}

let n = 0;
/** Records an event as a committed change would; returns its deliveries. */
export async function emit(
  db: Db,
  type: WebhookEventType = 'queue.promoted',
  unit: string | null = null,
) {
  const data = { id: `fixture-${++n}`, n };
  await db.transaction((tx) => recordEvent(tx, type, { unit, data: () => data }));
  return data;
}

export const deliveriesOf = (db: Db, endpointId: string) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpoint, endpointId))
    .orderBy(asc(webhookDeliveries.created_at), asc(webhookDeliveries.id));

export const attemptsOf = (db: Db, deliveryId: string) =>
  db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.delivery, deliveryId))
    .orderBy(asc(webhookAttempts.id));

/** Waits for `check` to hold, polling every 100 ms, for at most `ms`. */
export async function until(check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
