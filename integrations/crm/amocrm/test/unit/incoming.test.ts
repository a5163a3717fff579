/** amoCRM's webhook as the fake sends it, read by the connector; the configuration from env. */
import { startFakeServer } from '@app/integration-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, createAmoCrmConnector } from '../../src';
import { startAmoCrmFake, type FakeAmoCrm } from '../../src/testing';

const SECRET = 'a-webhook-secret-of-32-characters';
let fake: FakeAmoCrm;
beforeAll(async () => {
  fake = await startAmoCrmFake({ token: 'test-amocrm-token-0123456789' });
});
afterAll(() => fake.close());
const crm = () =>
  createAmoCrmConnector({
    baseUrl: fake.baseUrl,
    token: 'test-amocrm-token-0123456789',
    webhookSecret: SECRET,
    ratePerSecond: 7,
  });

describe("amoCRM's incoming webhook", () => {
  it('reads a lead moved in the CRM from the form the fake posts', async () => {
    const target = await startFakeServer();
    try {
      fake.webhookUrl = target.url(`/api/crm/amocrm/webhook/${SECRET}`);
      const { dealId } = await crm().push({
        dealId: null,
        pipelineId: '7000002',
        stageId: '7000202',
        title: 'Бронь №7',
        priceTotal: '10.00',
        note: '',
        idempotencyKey: 'k',
      });
      expect(await fake.move(Number(dealId), 143)).toBe(200);
      const received = target.requests.at(-1);
      expect(received?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(received?.body);
      expect(form.get('leads[status][0][old_status_id]')).toBe('7000202');
      const check = await crm().authenticateIncoming({ pathSecret: SECRET, form });
      expect(check).toEqual({
        ok: true,
        events: [{ dealId, stageId: '143', pipelineId: '7000002', eventKey: `${dealId}:143` }],
      });
    } finally {
      fake.webhookUrl = null;
      await target.close();
    }
  });

  it('refuses a wrong or missing secret, and a body that is not a webhook', async () => {
    const form = new URLSearchParams('leads[status][0][id]=1&leads[status][0][status_id]=142');
    expect(await crm().authenticateIncoming({ pathSecret: `${SECRET}x`, form })).toMatchObject({
      ok: false,
      outcome: 'UNAUTHENTIC',
    });
    expect(await crm().authenticateIncoming({ pathSecret: null, form })).toMatchObject({
      outcome: 'UNAUTHENTIC',
    });
    for (const body of ['foo=bar', 'leads[status][0][id]=abc&leads[status][0][status_id]=142'])
      expect(
        await crm().authenticateIncoming({ pathSecret: SECRET, form: new URLSearchParams(body) }),
      ).toMatchObject({ ok: false, outcome: 'MALFORMED' });
    const other = new URLSearchParams('leads[add][0][id]=5&account[id]=1');
    expect(await crm().authenticateIncoming({ pathSecret: SECRET, form: other })).toEqual({
      ok: true,
      events: [],
    });
  });
});

describe('the amoCRM configuration', () => {
  const env = {
    AMOCRM_BASE_URL: 'https://developer.amocrm.ru',
    AMOCRM_TOKEN: 'x'.repeat(40),
    AMOCRM_WEBHOOK_SECRET: SECRET,
  };

  it('reads the variables, rate 5 by default', () => {
    expect(configFromEnv(env)).toEqual({
      ok: true,
      config: {
        baseUrl: 'https://developer.amocrm.ru',
        token: 'x'.repeat(40),
        webhookSecret: SECRET,
        ratePerSecond: 5,
      },
    });
    expect(configFromEnv({ ...env, AMOCRM_BASE_URL: 'http://127.0.0.1:4530/' })).toMatchObject({
      ok: true,
      config: { baseUrl: 'http://127.0.0.1:4530' },
    });
  });

  it('names what is missing and what is wrong', () => {
    expect(configFromEnv({ AMOCRM_TOKEN: 'x'.repeat(40) })).toMatchObject({
      ok: false,
      missing: ['AMOCRM_BASE_URL', 'AMOCRM_WEBHOOK_SECRET'],
    });
    const wrong = configFromEnv({
      ...env,
      AMOCRM_BASE_URL: 'http://developer.amocrm.ru',
      AMOCRM_WEBHOOK_SECRET: 'short',
      AMOCRM_RATE_PER_SECOND: '10',
    });
    expect(wrong).toMatchObject({ ok: false, missing: [] });
    expect(wrong.ok ? [] : wrong.invalid.map((i) => i.split(':')[0])).toEqual([
      'AMOCRM_BASE_URL',
      'AMOCRM_WEBHOOK_SECRET',
      'AMOCRM_RATE_PER_SECOND',
    ]);
    expect(configFromEnv({ ...env, AMOCRM_BASE_URL: 'https://evil.example.com' }).ok).toBe(false);
  });
});
