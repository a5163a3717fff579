/** The Bitrix24 connector against the fake portal over real HTTP: pushes, stages, failures, rate. */
import { CrmError, type CrmPush } from '@app/integration-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bitrixFailureKind, createBitrix24Connector, type Bitrix24Config } from '../../src';
import { startBitrix24Fake, type FakeBitrix24 } from '../../src/testing';

let fake: FakeBitrix24;
let config: Bitrix24Config;
beforeAll(async () => {
  fake = await startBitrix24Fake();
  config = {
    webhookUrl: fake.webhookBase,
    applicationToken: fake.applicationToken,
    ratePerSecond: 5,
  };
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const push = (p: Partial<CrmPush> = {}): CrmPush => ({
  dealId: null,
  pipelineId: '1',
  stageId: 'C1:NEW',
  title: 'Бронь №1000 · A-1-101',
  priceTotal: '9852230.50',
  note: 'Бронь №1000, A-1-101, до 10.12.2026',
  idempotencyKey: '0b9a6c2e-5f0e-4c55-9d6a-3b1d2f9e8a01',
  ...p,
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected a CrmError'),
    (e: unknown) => {
      expect(e).toBeInstanceOf(CrmError);
      return e as CrmError;
    },
  );

describe('the Bitrix24 connector', () => {
  it('checks the webhook and reads the categories with their stages', async () => {
    const crm = createBitrix24Connector(config);
    expect((await crm.check()).account).toMatch(/^127\.0\.0\.1:\d+ \(Тест Интегратор\)$/);
    const pipelines = await crm.pipelines();
    expect(pipelines.map((p) => [p.id, p.name])).toEqual([
      ['0', 'Общее'],
      ['1', 'Новостройки'],
    ]);
    expect(pipelines[0]?.statuses.map((s) => s.id)).toEqual([
      'NEW',
      'PREPARATION',
      'PREPAYMENT_INVOICE',
      'EXECUTING',
      'WON',
      'LOSE',
    ]);
    expect(pipelines[1]?.statuses.at(-1)).toEqual({ id: 'C1:LOSE', name: 'Сделка провалена' });
  });

  it('adds the deal, then updates the same one; the decimal in RUB; a comment each time', async () => {
    const crm = createBitrix24Connector(config);
    const { dealId } = await crm.push(push());
    expect(fake.deals.get(dealId)).toMatchObject({
      TITLE: 'Бронь №1000 · A-1-101',
      CATEGORY_ID: '1',
      STAGE_ID: 'C1:NEW',
      OPPORTUNITY: '9852230.50',
      CURRENCY_ID: 'RUB',
    });
    const again = await crm.push(
      push({ dealId, stageId: 'C1:PREPARATION', priceTotal: '100.49', note: 'Договор' }),
    );
    expect(again.dealId).toBe(dealId);
    await crm.push(push({ dealId, stageId: null, priceTotal: '100.50', note: 'Цена' }));
    expect(fake.deals.size).toBe(1);
    expect(fake.deals.get(dealId)).toMatchObject({
      STAGE_ID: 'C1:PREPARATION',
      OPPORTUNITY: '100.50',
    });
    expect(fake.deals.get(dealId)?.comments.map((c) => c.COMMENT)).toEqual([
      'Бронь №1000, A-1-101, до 10.12.2026',
      'Договор',
      'Цена',
    ]);
  });

  it('is AUTH once the webhook is deleted, with the key kept out of the answer', async () => {
    const crm = createBitrix24Connector(config);
    await crm.check();
    fake.revoke();
    const e = await failure(crm.check());
    expect(e).toMatchObject({ kind: 'AUTH', status: 401 });
    expect(e.answer).toContain('INVALID_CREDENTIALS');
    expect(`${e.message} ${e.answer}`).not.toContain('fakewebhookkey');
  });

  it('is RETRY on 503 QUERY_LIMIT_EXCEEDED, 429, 500 and a timeout', async () => {
    const crm = createBitrix24Connector(config, { timeoutMs: 300 });
    fake.setRate({ perSecond: 0.001, burst: 1 });
    await crm.check();
    const limited = await failure(crm.check());
    expect(limited).toMatchObject({ kind: 'RETRY', status: 503 });
    expect(limited.answer).toContain('QUERY_LIMIT_EXCEEDED');
    fake.setRate({ perSecond: 2, burst: 50 });
    fake.failNext(1, '429');
    expect(await failure(crm.check())).toMatchObject({ kind: 'RETRY', status: 429 });
    fake.failNext(1, '500');
    expect(await failure(crm.push(push()))).toMatchObject({ kind: 'RETRY', status: 500 });
    fake.failNext(1, 'hang');
    expect(await failure(crm.pipelines())).toMatchObject({ kind: 'RETRY', answer: 'timeout' });
    expect(fake.deals.size).toBe(0);
  });

  it('is REJECTED with the answer for another 4xx (a stage of another category, a lost deal)', async () => {
    const crm = createBitrix24Connector(config);
    const e = await failure(crm.push(push({ stageId: 'WON' })));
    expect(e).toMatchObject({ kind: 'REJECTED', status: 400 });
    expect(e.answer).toContain('is not in the category');
    expect(await failure(crm.push(push({ dealId: '999' })))).toMatchObject({
      kind: 'REJECTED',
      status: 400,
    });
    expect(await failure(crm.push(push({ priceTotal: '1,5' })))).toMatchObject({
      kind: 'REJECTED',
    });
  });

  it('names the deal it added when the comment then fails, so the retry updates it', async () => {
    const failComments: typeof fetch = (input, init) => {
      if (String(input).endsWith('crm.timeline.comment.add.json')) fake.failNext(1, '500');
      return fetch(input, init);
    };
    const e = await failure(createBitrix24Connector(config, { fetch: failComments }).push(push()));
    expect(e.kind).toBe('RETRY');
    expect(fake.deals.has(e.dealId ?? '')).toBe(true);
  });
});

describe("Bitrix24's error codes", () => {
  it('decide the kind before the HTTP status does', () => {
    expect(bitrixFailureKind(503, 'QUERY_LIMIT_EXCEEDED')).toBe('RETRY');
    expect(bitrixFailureKind(429, 'OPERATION_TIME_LIMIT')).toBe('RETRY');
    expect(bitrixFailureKind(401, 'expired_token')).toBe('AUTH');
    expect(bitrixFailureKind(400, 'invalid_token')).toBe('AUTH');
    expect(bitrixFailureKind(401, 'NO_AUTH_FOUND')).toBe('AUTH');
    expect(bitrixFailureKind(404, 'ERROR_METHOD_NOT_FOUND')).toBe('AUTH');
    expect(bitrixFailureKind(200, 'NOT_FOUND')).toBe('REJECTED');
    // Otherwise the status decides (kit's failureKindOf).
    expect(bitrixFailureKind(400, null)).toBeUndefined();
    expect(bitrixFailureKind(403, 'ACCESS_DENIED')).toBeUndefined();
  });
});

describe('the Bitrix24 connector under a burst', () => {
  it('never goes over its rate: 30 pushes at once, no 503, at most the rate in any second', async () => {
    // A leaky bucket drained at the rate with a small burst (the real one holds 50): jitter only.
    const busy = await startBitrix24Fake({ rate: { perSecond: 20, burst: 3 } });
    try {
      const crm = createBitrix24Connector({
        ...config,
        webhookUrl: busy.webhookBase,
        ratePerSecond: 20,
      });
      const pushes = Array.from({ length: 30 }, (_, i) => crm.push(push({ title: `Бронь №${i}` })));
      const ids = (await Promise.all(pushes)).map((r) => r.dealId);
      expect(new Set(ids).size).toBe(30);
      const stats = busy.stats();
      expect(stats).toMatchObject({ total: 60, limited: 0 });
      expect(stats.maxPerSecond).toBeLessThanOrEqual(20);
    } finally {
      await busy.close();
    }
  }, 20_000);
});
