/**
 * Webhooks through the job queue (pg-boss on this file's database): an event exists only if its
 * change committed, survives a crash between the commit and its delivery, is retried through
 * jobs, and two instances attempt each delivery once; a unit's events carry growing sequences.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '@app/db';
import { getEnv } from '../../../src/env';
import { JOBS, startJobs, WEBHOOK_QUEUE, type JobRuntime } from '../../../src/runtime/jobs';
import { recordEvent, webhookQueue } from '../../../src/services/webhooks';
import { availableUnits, NEEDS_POSTGRES, onPostgres, useTestDb } from '../../helpers';
import { deliveriesOf, emit, endpoint, receiver, until } from './webhook-fixtures';

const t = useTestDb();
const WEBHOOK_JOBS = {
  [WEBHOOK_QUEUE]: JOBS[WEBHOOK_QUEUE],
  'webhooks.sweep': JOBS['webhooks.sweep'],
};
const env = { ...getEnv(), WEBHOOK_RETRY_SCHEDULE: [0, 0], WEBHOOK_TIMEOUT_MS: 1000 };
const started: JobRuntime[] = [];
const start = async (work = true) => {
  const r = await startJobs(t.handle, { jobs: WEBHOOK_JOBS, work, env, pollSeconds: 0.5 });
  started.push(r);
  return r;
};
afterAll(async () => {
  for (const r of started) await r.stop(2000).catch(() => undefined);
});

const succeeded = async (endpointId: string, n: number) =>
  (await deliveriesOf(t.db, endpointId)).filter((d) => d.status === 'SUCCEEDED').length === n;

describe('webhooks on the job queue', () => {
  it('records nothing for a change that rolls back', async () => {
    const r = await receiver();
    const { item } = await endpoint(t.db, r.url(), ['payment.succeeded']);
    const marker = `rolled-back-${Date.now()}`;
    await expect(
      t.db.transaction(async (tx) => {
        await recordEvent(tx, 'payment.succeeded', { data: () => ({ id: marker }) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliveriesOf(t.db, item.id)).toEqual([]);
    const events = await t.db.select({ body: webhookEvents.body }).from(webhookEvents);
    expect(events.filter((e) => e.body.includes(marker))).toEqual([]);
  });

  it('delivers events committed while no queue ran (a crash after the commit): the sweep finds them', async () => {
    expect(webhookQueue()).toBeNull();
    const r = await receiver();
    const { item } = await endpoint(t.db, r.url(), ['booking.paid']);
    await emit(t.db, 'booking.paid');
    await emit(t.db, 'booking.paid');
    expect((await deliveriesOf(t.db, item.id)).map((d) => d.queued_at)).toEqual([null, null]);
    const runtime = await start();
    await until(() => succeeded(item.id, 2));
    expect(r.requests).toHaveLength(2);
    await runtime.stop(2000);
  });

  it('keeps a job queued in the transaction while the workers are down, and delivers it after a restart', async () => {
    const r = await receiver();
    const { item } = await endpoint(t.db, r.url(), ['booking.expired']);
    const producer = await start(false); // queues, runs nothing
    await emit(t.db, 'booking.expired');
    const [d] = await deliveriesOf(t.db, item.id);
    expect(d?.queued_at).toBeInstanceOf(Date);
    await producer.stop(2000); // the process dies with the job queued
    expect(webhookQueue()).toBeNull();
    const worker = await start();
    await until(() => succeeded(item.id, 1));
    expect(r.requests).toHaveLength(1);
    await worker.stop(2000);
  });

  it('retries through the queue after a 500 until the receiver answers 2xx', async () => {
    let calls = 0;
    const r = await receiver((_q, res) => {
      res.statusCode = ++calls < 3 ? 500 : 204;
      res.end();
    });
    const { item } = await endpoint(t.db, r.url(), ['booking.cancelled']);
    const worker = await start();
    await emit(t.db, 'booking.cancelled');
    await until(() => succeeded(item.id, 1));
    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual(
      Array(3).fill(r.requests[0]?.headers['webhook-id']),
    );
    expect((await deliveriesOf(t.db, item.id))[0]).toMatchObject({ attempt_count: 3 });
    await worker.stop(2000);
  });

  it('drains a burst with the queue’s own worker settings (batches at once, its own polling)', async () => {
    const slow = await receiver(() => undefined); // never answers: holds its slots to the timeout
    const r = await receiver();
    const { item } = await endpoint(t.db, r.url(), ['booking.updated']);
    const stuck = await endpoint(t.db, slow.url(), ['booking.updated']);
    const worker = await startJobs(t.handle, { jobs: WEBHOOK_JOBS, env });
    started.push(worker);
    for (let i = 0; i < 45; i++) await emit(t.db, 'booking.updated');
    // Every delivery to the answering receiver arrives while the silent one holds its attempts.
    await until(() => succeeded(item.id, 45));
    expect(new Set(r.requests.map((q) => q.headers['webhook-id'])).size).toBe(45);
    await t.db
      .update(webhookEndpoints)
      .set({ active: false })
      .where(eq(webhookEndpoints.id, stuck.item.id));
    await worker.stop(2000);
  });

  it('numbers a unit’s events 1, 2, 3 in commit order, per unit', async () => {
    const r = await receiver();
    const { item } = await endpoint(t.db, r.url(), ['unit.status_changed']);
    const [a, b] = await availableUnits(t.db, 2, 40);
    for (const unit of [a, a, b, a]) await emit(t.db, 'unit.status_changed', unit ?? null);
    const events = await t.db
      .select({ unit: webhookEvents.unit, sequence: webhookEvents.sequence })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event))
      .where(and(eq(webhookDeliveries.endpoint, item.id)))
      .orderBy(webhookEvents.created_at);
    expect(events).toEqual([
      { unit: a, sequence: 1 },
      { unit: a, sequence: 2 },
      { unit: b, sequence: 1 },
      { unit: a, sequence: 3 },
    ]);
  });
});

describe.runIf(onPostgres)(`several instances (${NEEDS_POSTGRES})`, () => {
  it('two instances attempt each delivery once, even with duplicate jobs', async () => {
    const r = await receiver();
    const { item } = await endpoint(t.db, r.url(), ['payment_link.opened']);
    const [one, two] = [await start(), await start()];
    for (let i = 0; i < 10; i++) await emit(t.db, 'payment_link.opened');
    // Every delivery queued a second time from each instance: the claim lets one attempt through.
    const ids = (await deliveriesOf(t.db, item.id)).map((d) => ({ delivery: d.id }));
    await Promise.all([
      one.boss.insert(
        WEBHOOK_QUEUE,
        ids.map((data) => ({ data })),
      ),
      two.boss.insert(
        WEBHOOK_QUEUE,
        ids.map((data) => ({ data })),
      ),
    ]);
    await until(() => succeeded(item.id, 10));
    await new Promise((res) => setTimeout(res, 1500)); // a second attempt would show by now
    const perId = new Map<string, number>();
    for (const q of r.requests) {
      const id = q.headers['webhook-id'] ?? '';
      perId.set(id, (perId.get(id) ?? 0) + 1);
    }
    expect(perId.size).toBe(10);
    expect([...perId.values()].every((n) => n === 1)).toBe(true);
    await Promise.all([one.stop(2000), two.stop(2000)]);
  });

  it('gives concurrent events of one unit distinct, gapless sequences', async () => {
    const r = await receiver();
    const { item } = await endpoint(t.db, r.url(), ['base_price.created']);
    const [unit] = await availableUnits(t.db, 1, 50);
    await Promise.all(
      Array.from({ length: 12 }, () => emit(t.db, 'base_price.created', unit ?? null)),
    );
    const seqs = await t.db
      .select({ sequence: webhookEvents.sequence })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event))
      .where(eq(webhookDeliveries.endpoint, item.id));
    expect(seqs.map((s) => s.sequence).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});
