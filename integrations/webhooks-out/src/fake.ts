import { Webhook } from 'standardwebhooks';
import {
  startFakeServer,
  type FakeHandler,
  type FakeServer,
  type Received,
} from '@app/integration-kit/testing';

/**
 * A fake webhook receiver (a real HTTP server on 127.0.0.1) that records every request and
 * checks its Standard Webhooks signature with the reference `standardwebhooks` package.
 */
export interface FakeWebhookReceiver extends FakeServer {
  /** The request's payload when its signature verifies under `secret`; throws otherwise. */
  verify(request: Received | undefined, secret: string): unknown;
}

export async function startWebhookReceiver(
  handler: FakeHandler = (_q, res) => void res.end('ok'),
): Promise<FakeWebhookReceiver> {
  const server = await startFakeServer(handler);
  return {
    ...server,
    url: (path = '/hook') => server.url(path),
    verify: (request, secret) =>
      new Webhook(secret).verify(request?.body ?? '', request?.headers ?? {}),
  };
}
