/** Shared by the webhook tests: a receiver on 127.0.0.1, endpoints, events, and their rows. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { SYSTEM_USER_ID, webhookAttempts, webhookDeliveries, type Db } from '@app/db';
import type { WebhookEventType } from '@app/validators';
import { getEnv } from '../../../src/env';
import { createEndpoint, recordEvent, type DeliverySettings } from '../../../src/services/webhooks';

export interface Received {
  headers: Record<string, string>;
  body: string;
  path: string;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

/** An HTTP server on 127.0.0.1 (an ephemeral port) recording every request it gets. */
export async function receiver(handler: Handler = (_q, res) => res.end('ok')) {
  const requests: Received[] = [];
  const state = { handler };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, String(v)]),
      );
      requests.push({ headers, body, path: req.url ?? '' });
      state.handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  afterAll(close);
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    requests,
    answer: (h: Handler) => void (state.handler = h),
    close,
  };
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
