/**
 * REST (`/api/v1`, docs/api.md#rest) on the real listener: the same transport limits as tRPC
 * (413, 415, invalid JSON, CSRF for a cookie mutation, 401), the REST error body, 404 and 405,
 * the request label, and that serving REST leaves tRPC's own input parsing as it was.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUserId } from '@app/db';
import { parseTrustedProxies } from '../../../src/lib/client-address';
import { createRequestListener } from '../../../src/runtime/app';
import { useHttpServer } from '../../http-server';
import { nextIp, useTestDb } from '../../helpers';

const t = useTestDb();
const server = useHttpServer(() => t.db);

async function rest(path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.base()}/api/v1/${path}`, {
    ...init,
    headers: { 'x-forwarded-for': nextIp(), ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

async function token(): Promise<string> {
  const login = await rest(
    'auth/login',
    json({ login: 'head@demo.test', password: DEMO_PASSWORD }),
  );
  expect(login.status).toBe(200);
  return login.body.access_token as string;
}

describe('REST transport', () => {
  it('answers a public GET and a POST login without the tRPC envelope', async () => {
    const health = await rest('health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', db: 'ok' });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    const me = await rest('users/me', { headers: { authorization: `Bearer ${await token()}` } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'head@demo.test' });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses what tRPC refuses: 401, 415, invalid JSON, 413, a cross-site cookie mutation', async () => {
    const anonymous = await rest('users/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      code: 'UNAUTHORIZED',
      message: expect.any(String),
      appCode: 'UNAUTHORIZED',
    });
    const form = await rest('auth/login', {
      method: 'POST',
      body: 'login=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([form.status, form.body.appCode]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const broken = await rest('auth/login', json('{"login":'));
    expect([broken.status, broken.body.appCode]).toEqual([400, 'INVALID_JSON']);
    const big = await rest('auth/login', json({ login: 'x'.repeat(1024 * 1024 + 10) }));
    expect([big.status, big.body.appCode]).toEqual([413, 'PAYLOAD_TOO_LARGE']);

    const cookie = `sid=${demoUserId('head')}`;
    const crossSite = await rest(
      'bookingGroups/create',
      json({ name: 'x', bookings: [] }, { cookie, origin: 'https://evil.example' }),
    );
    expect([crossSite.status, crossSite.body.appCode]).toEqual([403, 'CSRF_ORIGIN_MISMATCH']);
    // A read by cookie needs no Origin, even when served as POST (the list form).
    const list = await rest(
      'bookings/list',
      json({ filter: { filters: [] }, pagination: {} }, { cookie }),
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ items: expect.any(Array), pagination: { page: 1 } });
  });

  it('answers 400 with fieldErrors, 404 for an unknown path and 405 with Allow', async () => {
    const bad = await rest('auth/login', json({ login: 'head@demo.test' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_REQUEST', appCode: 'VALIDATION_ERROR' });
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['password']);
    expect(JSON.stringify(bad.body)).not.toMatch(/stack|issues/);

    const unknown = await rest('bookings/nope');
    expect([unknown.status, unknown.body.appCode]).toEqual([404, 'NOT_FOUND']);
    expect((await rest('BOOKINGS/LIST', json({}))).status).toBe(404);
    const wrong = await rest('bookings/list');
    expect([wrong.status, wrong.body.appCode]).toEqual([405, 'METHOD_NOT_SUPPORTED']);
    expect(wrong.headers.get('allow')).toBe('POST');
    const wrongGet = await rest('health', json({}));
    expect(wrongGet.headers.get('allow')).toBe('GET, HEAD');
  });

  it('turns query parameters into the input schema’s types, and tRPC stays strict', async () => {
    const auth = { authorization: `Bearer ${await token()}` };
    const missing = await rest('bookings/get?id=00000000-0000-4000-8000-000000000000', {
      headers: auth,
    });
    expect(missing.status).toBe(404);
    const notUuid = await rest('bookings/get?id=1', { headers: auth });
    expect([notUuid.status, Object.keys(notUuid.body.fieldErrors)]).toEqual([400, ['id']]);
    // tRPC's own parsing is untouched by the adapter (it marks number fields `coerce` in the
    // schemas it is handed): after REST list calls, a number as text is still refused on tRPC.
    const page = { filter: { filters: [] }, pagination: { page: 2 } };
    expect((await rest('auth/roles', json(page, auth))).status).toBe(200);
    const input = { filter: { filters: [] }, pagination: { page: '2' } };
    const res = await fetch(
      `${server.base()}/api/trpc/auth.roles?input=${encodeURIComponent(JSON.stringify(input))}`,
      { headers: { 'x-forwarded-for': nextIp(), ...auth } },
    );
    expect(res.status).toBe(400);
  });

  it('answers a request line over 16 KiB under /api/v1 with the REST error body', async () => {
    const res = await fetch(`${server.base()}/api/v1/bookings/get?id=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      code: 'BAD_REQUEST',
      message: expect.any(String),
      appCode: 'REQUEST_HEADERS_TOO_LARGE',
    });
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached', async () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable';
    // The process's database (no test database handed over), which cannot be reached.
    const away = http.createServer(
      createRequestListener({
        trustedProxies: parseTrustedProxies(''),
        sessionFromCookie: async () => null,
        fallback: (_req, res) => res.end(),
      }),
    );
    await new Promise<void>((resolve) => away.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(away.address() as AddressInfo).port}/api/v1`;
      for (const res of [
        await fetch(`${base}/health`),
        await fetch(`${base}/auth/login`, json({ login: 'head@demo.test', password: 'x' })),
      ]) {
        expect(res.status).toBe(503);
        const retryAfter = res.headers.get('retry-after');
        expect(retryAfter).toMatch(/^\d+$/);
        expect(await res.json()).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          message: expect.any(String),
          appCode: 'DATABASE_UNAVAILABLE',
          retryAfter: Number(retryAfter),
        });
      }
    } finally {
      away.closeAllConnections();
      await new Promise((resolve) => away.close(resolve));
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });
});
