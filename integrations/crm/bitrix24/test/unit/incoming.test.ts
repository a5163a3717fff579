/** ONCRMDEALUPDATE as the fake sends it, read back by the connector; the configuration from env. */
import { startFakeServer } from '@app/integration-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, createBitrix24Connector } from '../../src';
import { startBitrix24Fake, type FakeBitrix24 } from '../../src/testing';

let fake: FakeBitrix24;
beforeAll(async () => {
  fake = await startBitrix24Fake();
});
afterAll(() => fake.close());
const crm = () =>
  createBitrix24Connector({
    webhookUrl: fake.webhookBase,
    applicationToken: fake.applicationToken,
    ratePerSecond: 5,
  });
const form = (token: string, id = '1001', event = 'ONCRMDEALUPDATE') =>
  new URLSearchParams({ event, 'data[FIELDS][ID]': id, 'auth[application_token]': token });

describe("Bitrix24's ONCRMDEALUPDATE", () => {
  it('reads the stage back from crm.deal.get, whatever the event says', async () => {
    const target = await startFakeServer();
    try {
      fake.webhookUrl = target.url('/api/crm/bitrix24/events');
      const { dealId } = await crm().push({
        dealId: null,
        pipelineId: '1',
        stageId: 'C1:NEW',
        title: 'Бронь №7',
        priceTotal: '10.00',
        note: '',
        idempotencyKey: 'k',
      });
      expect(await fake.move(dealId, 'C1:LOSE')).toBe(200);
      const received = new URLSearchParams(target.requests.at(-1)?.body);
      expect(received.get('event')).toBe('ONCRMDEALUPDATE');
      expect(await crm().authenticateIncoming({ pathSecret: null, form: received })).toEqual({
        ok: true,
        events: [{ dealId, stageId: 'C1:LOSE', pipelineId: '1', eventKey: `${dealId}:C1:LOSE` }],
      });
      // A deal the portal no longer has: authentic, nothing to do.
      expect(
        await crm().authenticateIncoming({
          pathSecret: null,
          form: form(fake.applicationToken, '999999'),
        }),
      ).toEqual({ ok: true, events: [] });
    } finally {
      fake.webhookUrl = null;
      await target.close();
    }
  });

  it('refuses a wrong or missing token, and a body without the deal', async () => {
    expect(
      await crm().authenticateIncoming({ pathSecret: null, form: form('wrong-token-0123456789') }),
    ).toMatchObject({ ok: false, outcome: 'UNAUTHENTIC' });
    expect(
      await crm().authenticateIncoming({
        pathSecret: null,
        form: new URLSearchParams('event=ONCRMDEALUPDATE&data[FIELDS][ID]=1'),
      }),
    ).toMatchObject({ outcome: 'UNAUTHENTIC' });
    expect(
      await crm().authenticateIncoming({
        pathSecret: null,
        form: form(fake.applicationToken, 'abc'),
      }),
    ).toMatchObject({ ok: false, outcome: 'MALFORMED' });
    const noEvent = new URLSearchParams({ 'auth[application_token]': fake.applicationToken });
    expect(await crm().authenticateIncoming({ pathSecret: null, form: noEvent })).toMatchObject({
      outcome: 'MALFORMED',
    });
    expect(
      await crm().authenticateIncoming({
        pathSecret: null,
        form: form(fake.applicationToken, '1', 'ONCRMDEALADD'),
      }),
    ).toEqual({ ok: true, events: [] });
  });
});

describe('the Bitrix24 configuration', () => {
  const env = {
    BITRIX24_WEBHOOK_URL: 'https://example.bitrix24.ru/rest/1/abcdef0123456789',
    BITRIX24_APPLICATION_TOKEN: '51856fefc120afa4b628cc82d3935cce',
  };

  it('reads the variables: the URL ends with a slash, rate 2 by default', () => {
    expect(configFromEnv(env)).toEqual({
      ok: true,
      config: {
        webhookUrl: 'https://example.bitrix24.ru/rest/1/abcdef0123456789/',
        applicationToken: '51856fefc120afa4b628cc82d3935cce',
        ratePerSecond: 2,
      },
    });
  });

  it('names what is missing and what is wrong', () => {
    expect(configFromEnv({})).toMatchObject({
      ok: false,
      missing: ['BITRIX24_WEBHOOK_URL', 'BITRIX24_APPLICATION_TOKEN'],
    });
    for (const url of [
      'http://example.bitrix24.ru/rest/1/abcdef0123456789/',
      'https://example.bitrix24.ru/crm/',
      'https://example.bitrix24.ru/rest/1/abcdef0123456789/?x=1',
    ])
      expect(configFromEnv({ ...env, BITRIX24_WEBHOOK_URL: url })).toMatchObject({
        ok: false,
        missing: [],
      });
    expect(configFromEnv({ ...env, BITRIX24_RATE_PER_SECOND: '6' })).toMatchObject({
      ok: false,
      invalid: [expect.stringContaining('BITRIX24_RATE_PER_SECOND')],
    });
  });
});
