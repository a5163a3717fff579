/**
 * A webhook's attempts (services/webhooks/deliver.ts), called as the job calls them, against a
 * receiver on 127.0.0.1: Standard Webhooks signatures, retries on a 500 and a timeout, 410
 * disabling, no redirect followed, replay, both signatures during a rotation.
 */
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { webhookEndpoints, webhookDeliveries } from '@app/db';
import { metricsText } from '../../../src/lib/metrics';
import { attemptDelivery, replayDelivery, rotateSecret } from '../../../src/services/webhooks';
import { useTestDb } from '../../helpers';
import { attemptsOf, deliveriesOf, emit, endpoint, FAST, receiver } from './webhook-fixtures';
import { endpointDisabled } from '../../../src/services/notifications';

const t = useTestDb();

/** webhook_deliveries_total by outcome, as GET /metrics shows it. */
async function deliveriesCounted(): Promise<Record<string, number>> {
  const { body } = await metricsText();
  const counts: Record<string, number> = {};
  for (const m of body.matchAll(/^webhook_deliveries_total\{outcome="(\w+)"\} (\d+)$/gm))
    counts[m[1] as string] = Number(m[2]);
  return counts;
}

describe('a webhook delivery', () => {
  it('is signed per Standard Webhooks: the package verifies it, and the body is { type, timestamp, unit, sequence, data }', async () => {
    const r = await receiver();
    const { item, secret } = await endpoint(t.db, r.url(), ['queue.promoted']);
    const data = await emit(t.db);
    const [d] = await deliveriesOf(t.db, item.id);
    expect(await attemptDelivery(t.db, d?.id ?? '', endpointDisabled, FAST)).toMatch(/SUCCEEDED/);
    const got = r.requests[0];
    expect(got).toBeDefined();
    const verified = new Webhook(secret).verify(got?.body ?? '', got?.headers ?? {});
    expect(verified).toMatchObject({ type: 'queue.promoted', unit: null, sequence: null, data });
    expect(got?.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(got?.headers['content-type']).toBe('application/json');
    const [after] = await deliveriesOf(t.db, item.id);
    expect(after).toMatchObject({ status: 'SUCCEEDED', attempt_count: 1, last_status_code: 200 });
    const attempts = await attemptsOf(t.db, d?.id ?? '');
    expect(attempts).toMatchObject([{ status_code: 200, response: 'ok', error: null }]);
    // Done: a duplicate job finds nothing to do.
    expect(await attemptDelivery(t.db, d?.id ?? '', endpointDisabled, FAST)).toBe(
      'not due or taken',
    );
    expect(r.requests).toHaveLength(1);
  });

  it('is retried after a 500 and after a timeout, then FAILED when the schedule runs out', async () => {
    const r = await receiver((_q, res) => {
      res.statusCode = 500;
      res.end('x'.repeat(5000));
    });
    const { item } = await endpoint(t.db, r.url(), ['queue.promoted']);
    await emit(t.db);
    const [d] = await deliveriesOf(t.db, item.id);
    const id = d?.id ?? '';
    expect(await attemptDelivery(t.db, id, endpointDisabled, FAST)).toMatch(/RETRY/);
    r.answer(() => undefined); // never answers: the 500 ms timeout
    expect(await attemptDelivery(t.db, id, endpointDisabled, FAST)).toMatch(/RETRY/);
    r.answer((_q, res) => {
      res.statusCode = 503;
      res.end();
    });
    expect(await attemptDelivery(t.db, id, endpointDisabled, FAST)).toMatch(/FAILED/);
    const attempts = await attemptsOf(t.db, id);
    expect(attempts.map((a) => a.status_code)).toEqual([500, null, 503]);
    expect(attempts[0]?.response).toHaveLength(1024);
    expect(attempts[1]?.error).toMatch(/timed out/);
    const [after] = await deliveriesOf(t.db, item.id);
    expect(after).toMatchObject({ status: 'FAILED', attempt_count: 3, last_status_code: 503 });
    const [e] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, item.id));
    expect(e?.failing_since).toBeInstanceOf(Date);
    expect(e?.active).toBe(true);
    // The same webhook-id on every attempt.
    expect(new Set(r.requests.map((q) => q.headers['webhook-id'])).size).toBe(1);
    expect(r.requests).toHaveLength(3);
  });

  it('counts every attempt in webhook_deliveries_total by outcome', async () => {
    const r = await receiver((_q, res) => {
      res.statusCode = 500;
      res.end();
    });
    const { item } = await endpoint(t.db, r.url(), ['queue.promoted']);
    await emit(t.db);
    const [d] = await deliveriesOf(t.db, item.id);
    const before = await deliveriesCounted();
    await attemptDelivery(t.db, d?.id ?? '', endpointDisabled, FAST);
    r.answer((_q, res) => res.end('ok'));
    await attemptDelivery(t.db, d?.id ?? '', endpointDisabled, FAST);
    const after = await deliveriesCounted();
    expect((after.retrying ?? 0) - (before.retrying ?? 0)).toBe(1);
    expect((after.delivered ?? 0) - (before.delivered ?? 0)).toBe(1);
    expect(after.failed).toBe(before.failed);
  });

  it('waits for its schedule: a retry is not due before its delay', async () => {
    const r = await receiver((_q, res) => {
      res.statusCode = 500;
      res.end();
    });
    const { item } = await endpoint(t.db, r.url(), ['queue.promoted']);
    await emit(t.db);
    const [d] = await deliveriesOf(t.db, item.id);
    const slow = { ...FAST, WEBHOOK_RETRY_SCHEDULE: [3600] };
    await attemptDelivery(t.db, d?.id ?? '', endpointDisabled, slow);
    expect(await attemptDelivery(t.db, d?.id ?? '', endpointDisabled, slow)).toBe(
      'not due or taken',
    );
    const [after] = await deliveriesOf(t.db, item.id);
    const wait = (after?.next_attempt_at.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(3500_000);
    expect(r.requests).toHaveLength(1);
  });

  it('disables the endpoint at once on 410 Gone, failing its other pending deliveries', async () => {
    const r = await receiver((_q, res) => {
      res.statusCode = 410;
      res.end('gone');
    });
    const { item } = await endpoint(t.db, r.url(), ['queue.promoted']);
    await emit(t.db);
    await emit(t.db);
    const [first, second] = await deliveriesOf(t.db, item.id);
    expect(await attemptDelivery(t.db, first?.id ?? '', endpointDisabled, FAST)).toMatch(/GONE/);
    const [e] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, item.id));
    expect(e).toMatchObject({ active: false, disabled_reason: 'GONE' });
    const after = await deliveriesOf(t.db, item.id);
    expect(after.map((d) => d.status)).toEqual(['FAILED', 'FAILED']);
    expect(await attemptDelivery(t.db, second?.id ?? '', endpointDisabled, FAST)).toBe(
      'not due or taken',
    );
    expect(r.requests).toHaveLength(1);
  });

  it('disables an endpoint failing longer than WEBHOOK_DISABLE_AFTER_HOURS', async () => {
    const r = await receiver((_q, res) => {
      res.statusCode = 502;
      res.end();
    });
    const { item } = await endpoint(t.db, r.url(), ['queue.promoted']);
    await t.db
      .update(webhookEndpoints)
      .set({ failing_since: new Date(Date.now() - 121 * 3600_000) })
      .where(eq(webhookEndpoints.id, item.id));
    await emit(t.db);
    const [d] = await deliveriesOf(t.db, item.id);
    await attemptDelivery(t.db, d?.id ?? '', endpointDisabled, FAST);
    const [e] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, item.id));
    expect(e).toMatchObject({ active: false, disabled_reason: 'FAILING' });
    expect((await deliveriesOf(t.db, item.id))[0]?.status).toBe('FAILED');
  });

  it('does not follow a redirect: a 3xx is a failed attempt and its target gets nothing', async () => {
    const target = await receiver();
    const r = await receiver((_q, res) => {
      res.statusCode = 302;
      res.setHeader('location', target.url());
      res.end();
    });
    const { item } = await endpoint(t.db, r.url(), ['queue.promoted']);
    await emit(t.db);
    const [d] = await deliveriesOf(t.db, item.id);
    expect(await attemptDelivery(t.db, d?.id ?? '', endpointDisabled, FAST)).toMatch(/RETRY/);
    expect(target.requests).toHaveLength(0);
    const [after] = await deliveriesOf(t.db, item.id);
    expect(after?.last_error).toMatch(/redirects are not followed/);
  });

  it('is replayed with the same webhook-id and body; a rotation signs with both secrets for 24 hours', async () => {
    const r = await receiver();
    const { item, secret } = await endpoint(t.db, r.url(), ['queue.promoted']);
    await emit(t.db);
    const [d] = await deliveriesOf(t.db, item.id);
    const id = d?.id ?? '';
    await attemptDelivery(t.db, id, endpointDisabled, FAST);
    const rotated = await rotateSecret(t.db, item.id);
    await replayDelivery(t.db, id);
    expect(await attemptDelivery(t.db, id, endpointDisabled, FAST)).toMatch(/SUCCEEDED/);
    const [first, again] = r.requests;
    expect(again?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(again?.body).toBe(first?.body);
    expect(again?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const s of [secret, rotated.secret])
      expect(new Webhook(s).verify(again?.body ?? '', again?.headers ?? {})).toBeTruthy();
    // After the 24 hours only the new secret signs.
    await t.db
      .update(webhookEndpoints)
      .set({ previous_expires_at: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, item.id));
    await replayDelivery(t.db, id);
    await attemptDelivery(t.db, id, endpointDisabled, FAST);
    const last = r.requests[2];
    expect(last?.headers['webhook-signature']?.split(' ')).toHaveLength(1);
    expect(() => new Webhook(secret).verify(last?.body ?? '', last?.headers ?? {})).toThrow();
    expect(new Webhook(rotated.secret).verify(last?.body ?? '', last?.headers ?? {})).toBeTruthy();
    expect(await attemptsOf(t.db, id)).toHaveLength(3);
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(row?.status).toBe('SUCCEEDED');
  });
});
