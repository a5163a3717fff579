/** The fake Bitrix24's control API over HTTP (what `pnpm … fake` and a bench use). */
import { startFakeServer } from '@app/integration-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBitrix24Fake, type FakeBitrix24 } from '../../src/testing';

let fake: FakeBitrix24;
beforeAll(async () => {
  fake = await startBitrix24Fake();
});
afterAll(() => fake.close());

const control = async (path: string, body?: object) => {
  const res = await fetch(fake.url(`/__fake${path}`), {
    method: body ? 'POST' : 'GET',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res.json() as Promise<unknown>;
};
const call = (method: string, params: object = {}) =>
  fetch(`${fake.webhookBase}${method}.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });

describe("the fake Bitrix24's control API", () => {
  it('lists, moves (sending ONCRMDEALUPDATE), limits, fails, revokes, counts and resets', async () => {
    const target = await startFakeServer();
    try {
      await call('crm.deal.add', { fields: { TITLE: 'x', CATEGORY_ID: 1, OPPORTUNITY: '7.50' } });
      expect(await control('/deals')).toMatchObject([
        { ID: '1001', STAGE_ID: 'C1:NEW', OPPORTUNITY: '7.50' },
      ]);
      await control('/webhook', { url: target.url('/events') });
      expect(await control('/deals/1001/move', { stage_id: 'C1:WON' })).toEqual({ webhook: 200 });
      const event = new URLSearchParams(target.requests[0]?.body);
      expect([
        event.get('event'),
        event.get('data[FIELDS][ID]'),
        event.get('auth[application_token]'),
      ]).toEqual(['ONCRMDEALUPDATE', '1001', fake.applicationToken]);
      await control('/rate', { perSecond: 0.001, burst: 1 });
      expect([(await call('profile')).status, (await call('profile')).status]).toEqual([200, 503]);
      await control('/rate', { perSecond: 2, burst: 50 });
      await control('/faults', { count: 1, mode: 'hang' });
      const hung = await fetch(`${fake.webhookBase}profile.json`, {
        method: 'POST',
        signal: AbortSignal.timeout(200),
      }).then(
        () => 'answered',
        () => 'no answer',
      );
      expect(hung).toBe('no answer');
      await control('/revoke', {});
      expect(await (await call('profile')).json()).toEqual({
        error: 'INVALID_CREDENTIALS',
        error_description: 'Invalid request credentials',
      });
      expect(await control('/stats')).toMatchObject({ total: 5, limited: 1 });
      await control('/reset', {});
      expect(await control('/deals')).toEqual([]);
      expect((await call('profile')).status).toBe(200);
    } finally {
      await target.close();
    }
  });
});
