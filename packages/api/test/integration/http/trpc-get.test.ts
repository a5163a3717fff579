/**
 * Single GET queries through the app (runtime/app.ts) on a real socket answer exactly what tRPC's
 * Fetch adapter alone answers (status, body, headers) for successes and every kind of refusal; each
 * request goes through the listener and through `handleTrpcRequest`.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUserId } from '@app/db';
import { handleTrpcRequest } from '../../../src/runtime';
import { useHttpServer } from '../../http-server';
import { useTestDb } from '../../helpers';

const t = useTestDb();
const server = useHttpServer(() => t.db);
// The listener's own headers (the transport's, and X-Request-Id, which it sets on every answer).
const SKIP = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-request-id',
]);

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

async function answerOf(res: Response): Promise<Answer> {
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    if (!SKIP.has(k)) headers[k] = v;
  });
  return { status: res.status, body: await res.json(), headers };
}

/** The same GET through the listener and through the adapter alone. */
async function both(path: string, input: unknown, headers: Record<string, string> = {}) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const url = `${server.base()}/api/trpc/${path}${query}`;
  // The listener resolves the client address from the socket: the adapter gets the same one.
  const forwarded = { 'x-forwarded-for': '127.0.0.1', ...headers };
  const app = await answerOf(await fetch(url, { headers }));
  const sid = /sid=([\w-]+)/.exec(headers.cookie ?? '')?.[1] ?? null;
  const adapter = await answerOf(
    await handleTrpcRequest(new Request(url, { headers: forwarded }), {
      db: t.db,
      sessionUserId: async () => sid,
    }),
  );
  return { app, adapter };
}

describe('single GET queries through the app', () => {
  it('answer as the adapter does: successes and every kind of refusal', async () => {
    const head = { cookie: `sid=${demoUserId('head')}` };
    const realtor = { cookie: `sid=${demoUserId('realtor')}` };
    const cases: [string, unknown, Record<string, string>][] = [
      ['health', undefined, {}],
      ['users.me', undefined, head],
      ['users.me', undefined, {}],
      ['units.list', { filter: {}, pagination: { page: 1, limit: 2, order_by: 'code' } }, head],
      ['units.list', { filter: {}, pagination: { page: 0, limit: 5000 } }, head],
      ['units.get', { id: '00000000-0000-4000-8000-000000000000' }, head],
      ['users.list', { filter: {}, pagination: { page: 1, limit: 5, order_by: 'id' } }, realtor],
      ['users.me', undefined, { authorization: 'Bearer not-a-token' }],
    ];
    const statuses = new Set<number>();
    for (const [path, input, headers] of cases) {
      const { app, adapter } = await both(path, input, headers);
      expect({ path, ...app }).toEqual({ path, ...adapter });
      statuses.add(app.status);
    }
    expect([...statuses].sort()).toEqual([200, 400, 401, 403, 404]);
  });

  it('a bearer token, a batch, HEAD and bad JSON answer as the adapter does', async () => {
    const login = await fetch(`${server.base()}/api/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'head@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { result: { data: { access_token: string } } }).result
      .data.access_token;
    const { app, adapter } = await both('users.me', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(app).toEqual(adapter);
    expect(app.status).toBe(200);
    expect(app.headers['cache-control']).toBe('no-store');

    const batch = await fetch(`${server.base()}/api/trpc/health,health?batch=1&input={}`);
    expect(batch.status).toBe(200);
    expect(await batch.json()).toHaveLength(2);
    const bad = await fetch(`${server.base()}/api/trpc/health?input=%7Bnot-json`);
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { data: { appCode: string } } }).error.data.appCode,
    ).toBe('INVALID_JSON');
  });
});
