/** One delivery against the fake receiver: signed per Standard Webhooks, SSRF-checked, classified. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSecret, webhookSender, type DeliveryConfig } from '../../src';
import { startWebhookReceiver, type FakeWebhookReceiver } from '../../src/fake';

let r: FakeWebhookReceiver;
beforeAll(async () => {
  r = await startWebhookReceiver();
});
afterAll(() => r.close());

const open: DeliveryConfig = {
  timeoutMs: 500,
  retrySchedule: [5, 300],
  policy: { allowPrivate: true, httpsOnly: false },
};
const delivery = (secrets: string[], url = r.url()) => ({
  url,
  messageId: 'msg_0123',
  timestamp: Math.floor(Date.now() / 1000),
  body: JSON.stringify({ type: 'queue.promoted', data: { n: 1 } }),
  secrets,
});

describe('an outgoing webhook', () => {
  it('is signed with every live secret; the reference package verifies each', async () => {
    const [current, previous] = [newSecret(), newSecret()];
    r.requests.length = 0;
    const result = await webhookSender.send(delivery([current, previous]), open);
    expect(result).toMatchObject({ status: 200, response: 'ok', error: null });
    const got = r.requests[0];
    expect(got?.headers).toMatchObject({
      'webhook-id': 'msg_0123',
      'content-type': 'application/json',
    });
    expect(got?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const secret of [current, previous])
      expect(r.verify(got, secret)).toEqual({ type: 'queue.promoted', data: { n: 1 } });
    expect(() => r.verify(got, newSecret())).toThrow();
  });

  it('follows no redirect and keeps the first KiB of an answer', async () => {
    r.answer(
      (_q, res) => void res.writeHead(307, { location: r.url('/elsewhere') }).end('x'.repeat(5000)),
    );
    const moved = await webhookSender.send(delivery([newSecret()]), open);
    expect(moved.status).toBe(307);
    expect(moved.response).toHaveLength(1024);
    expect(r.requests.some((q) => q.path === '/elsewhere')).toBe(false);
    r.answer((_q, res) => void res.end('ok'));
  });

  it('refuses a private address unless allowed, before connecting', async () => {
    const closed = { ...open, policy: { allowPrivate: false, httpsOnly: false } };
    r.requests.length = 0;
    const literal = await webhookSender.send(delivery([newSecret()]), closed);
    expect(literal.error).toMatch(/refused: 127\.0\.0\.1/);
    const named = await webhookSender.send(
      delivery([newSecret()], r.url().replace('127.0.0.1', 'receiver.example.test')),
      closed,
      async () => ['10.0.0.7'],
    );
    expect(named.error).toMatch(/refused: 10\.0\.0\.7/);
    const https = { ...open, policy: { allowPrivate: true, httpsOnly: true } };
    expect((await webhookSender.send(delivery([newSecret()]), https)).error).toBe(
      'refused: http: URL',
    );
    expect(r.requests).toHaveLength(0);
  });

  it('classifies the outcome for the retry schedule', () => {
    const at = (status: number | null, attempt = 1) =>
      webhookSender.classify({ status, response: null, error: null, durationMs: 1 }, attempt, open);
    expect([at(200), at(204), at(410), at(500), at(null), at(301)]).toEqual([
      'SUCCEEDED',
      'SUCCEEDED',
      'GONE',
      'RETRY',
      'RETRY',
      'RETRY',
    ]);
    expect([at(500, 2), at(500, 3)]).toEqual(['RETRY', 'FAILED']);
  });
});
