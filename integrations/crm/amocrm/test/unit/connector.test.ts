/** The amoCRM connector against the fake amoCRM over real HTTP: pushes, pipelines, failures, rate. */
import { CrmError, type CrmPush } from '@app/integration-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAmoCrmConnector, wholeRubles, type AmoCrmConfig } from '../../src';
import { startAmoCrmFake, type FakeAmoCrm } from '../../src/testing';

const TOKEN = 'test-amocrm-token-0123456789';
let fake: FakeAmoCrm;
let config: AmoCrmConfig;
beforeAll(async () => {
  fake = await startAmoCrmFake({ token: TOKEN });
  config = {
    baseUrl: fake.baseUrl,
    token: TOKEN,
    webhookSecret: 'a-webhook-secret-of-32-characters',
    ratePerSecond: 7,
  };
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const push = (p: Partial<CrmPush> = {}): CrmPush => ({
  dealId: null,
  pipelineId: '7000002',
  stageId: '7000202',
  title: 'Бронь №1000 · A-1-101',
  priceTotal: '100.50',
  note: 'Бронь №1000, A-1-101, до 10.12.2026',
  idempotencyKey: '0b9a6c2e-5f0e-4c55-9d6a-3b1d2f9e8a01',
  ...p,
});

/** The CrmError a call throws. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected a CrmError'),
    (e: unknown) => {
      expect(e).toBeInstanceOf(CrmError);
      return e as CrmError;
    },
  );

describe('the amoCRM connector', () => {
  it('checks the token and reads the pipelines with their statuses (142/143 included)', async () => {
    const crm = createAmoCrmConnector(config);
    expect(await crm.check()).toEqual({ account: 'Тестовый застройщик (fake)' });
    const pipelines = await crm.pipelines();
    expect(pipelines.map((p) => [p.id, p.name])).toEqual([
      ['7000001', 'Воронка'],
      ['7000002', 'Новостройки'],
    ]);
    const statuses = pipelines[1]?.statuses.map((s) => s.id);
    expect(statuses?.slice(-2)).toEqual(['142', '143']);
    expect(statuses).toContain('7000202');
  });

  it('creates the lead, then updates the same one; whole rubles half up; a note each time', async () => {
    const crm = createAmoCrmConnector(config);
    const { dealId } = await crm.push(push());
    const lead = fake.leads.get(Number(dealId));
    expect(lead).toMatchObject({ name: 'Бронь №1000 · A-1-101', price: 101, status_id: 7000202 });
    expect(lead?.pipeline_id).toBe(7000002);
    const again = await crm.push(
      push({ dealId, stageId: '7000203', priceTotal: '100.49', note: 'Договор' }),
    );
    expect(again.dealId).toBe(dealId);
    expect(fake.leads.size).toBe(1);
    expect(fake.leads.get(Number(dealId))).toMatchObject({ price: 100, status_id: 7000203 });
    // No stage: the lead stays where the manager put it, the price still follows.
    await crm.push(push({ dealId, stageId: null, priceTotal: '9852230.50', note: 'Цена' }));
    expect(fake.leads.get(Number(dealId))).toMatchObject({ price: 9852231, status_id: 7000203 });
    expect(fake.leads.get(Number(dealId))?.notes.map((n) => n.text)).toEqual([
      'Бронь №1000, A-1-101, до 10.12.2026',
      'Договор',
      'Цена',
    ]);
  });

  it('rounds whole rubles half up without floating point', () => {
    expect(wholeRubles('100.50')).toBe(101);
    expect(wholeRubles('100.49')).toBe(100);
    expect(wholeRubles('100.5')).toBe(101);
    expect(wholeRubles('0.05')).toBe(0);
    expect(wholeRubles('9852230')).toBe(9852230);
    expect(() => wholeRubles('1e5')).toThrow(CrmError);
  });

  it('is AUTH once the token is revoked', async () => {
    const crm = createAmoCrmConnector(config);
    await crm.check();
    fake.revoke();
    const e = await failure(crm.check());
    expect(e).toMatchObject({ kind: 'AUTH', status: 401 });
    expect(e.answer).toContain('Unauthorized');
  });

  it('is RETRY on 429 (with Retry-After), 500 and a timeout', async () => {
    const crm = createAmoCrmConnector(config, { timeoutMs: 300 });
    fake.failNext(1, '429');
    expect(await failure(crm.push(push()))).toMatchObject({
      kind: 'RETRY',
      status: 429,
      retryAfterMs: 1000,
    });
    fake.failNext(1, '500');
    expect(await failure(crm.pipelines())).toMatchObject({ kind: 'RETRY', status: 500 });
    fake.failNext(1, 'hang');
    expect(await failure(crm.check())).toMatchObject({ kind: 'RETRY', answer: 'timeout' });
    expect(fake.leads.size).toBe(0);
  });

  it('is REJECTED with the answer for another 4xx (a status not in the pipeline, a lost lead)', async () => {
    const crm = createAmoCrmConnector(config);
    const e = await failure(crm.push(push({ stageId: '7000102' })));
    expect(e).toMatchObject({ kind: 'REJECTED', status: 400 });
    expect(e.answer).toContain('NotSupportedChoice');
    expect(e.answer).not.toContain(TOKEN);
    expect(await failure(crm.push(push({ dealId: '999' })))).toMatchObject({
      kind: 'REJECTED',
      status: 404,
    });
    expect(await failure(crm.push(push({ priceTotal: 'free' })))).toMatchObject({
      kind: 'REJECTED',
    });
  });

  it('names the lead it created when the note then fails, so the retry updates it', async () => {
    const failNotes: typeof fetch = (input, init) => {
      if (String(input).endsWith('/notes')) fake.failNext(1, '500');
      return fetch(input, init);
    };
    const crm = createAmoCrmConnector(config, { fetch: failNotes });
    const e = await failure(crm.push(push()));
    expect(e.kind).toBe('RETRY');
    expect(fake.leads.has(Number(e.dealId))).toBe(true);
  });
});

describe('the amoCRM connector under a burst', () => {
  it('never goes over its rate: 30 pushes at once, no 429, at most the rate in any second', async () => {
    const busy = await startAmoCrmFake({ token: TOKEN, requestsPerSecond: 20 });
    try {
      const crm = createAmoCrmConnector({ ...config, baseUrl: busy.baseUrl, ratePerSecond: 20 });
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
