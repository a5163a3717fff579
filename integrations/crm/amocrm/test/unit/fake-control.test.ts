/** The fake amoCRM's control API over HTTP (what `pnpm … fake` and a bench use). */
import { startFakeServer } from '@app/integration-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAmoCrmFake, type FakeAmoCrm } from '../../src/testing';

let fake: FakeAmoCrm;
beforeAll(async () => {
  fake = await startAmoCrmFake({ token: 'control-token-0123456789' });
});
afterAll(() => fake.close());

const control = async (path: string, body?: object) => {
  const res = await fetch(fake.url(`/__fake${path}`), {
    method: body ? 'POST' : 'GET',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res.json() as Promise<unknown>;
};
const api = (path: string, init: RequestInit = {}) =>
  fetch(fake.url(`/api/v4${path}`), {
    ...init,
    headers: {
      authorization: 'Bearer control-token-0123456789',
      'content-type': 'application/json',
    },
  });

describe("the fake amoCRM's control API", () => {
  it('lists, moves (sending the webhook), limits, fails, revokes, counts and resets', async () => {
    const target = await startFakeServer();
    try {
      await api('/leads', { method: 'POST', body: JSON.stringify([{ name: 'x', price: 7 }]) });
      expect(await control('/leads')).toMatchObject([{ name: 'x', price: 7, status_id: 7000102 }]);
      await control('/webhook', { url: target.url('/hook/secret') });
      expect(await control('/leads/30000001/move', { status_id: 142 })).toEqual({ webhook: 200 });
      expect(new URLSearchParams(target.requests[0]?.body).get('leads[status][0][status_id]')).toBe(
        '142',
      );
      await control('/rate', { perSecond: 1 });
      expect([(await api('/account')).status, (await api('/account')).status]).toEqual([200, 429]);
      await control('/rate', { perSecond: 50 });
      await control('/faults', { count: 1, mode: '500' });
      expect((await api('/account')).status).toBe(500);
      await control('/revoke', {});
      expect((await api('/account')).status).toBe(401);
      await control('/token', { token: 'control-token-0123456789' });
      expect((await api('/account')).status).toBe(200);
      expect(await control('/stats')).toMatchObject({ total: 6, limited: 1 });
      await control('/reset', {});
      expect(await control('/leads')).toEqual([]);
      expect(await control('/stats')).toEqual({ total: 0, maxPerSecond: 0, limited: 0 });
    } finally {
      await target.close();
    }
  });
});
