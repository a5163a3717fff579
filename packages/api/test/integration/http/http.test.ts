import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUserId } from '@app/db';
import { databaseAnswers, handleTrpcRequest } from '../../../src/runtime';
import { useTestDb } from '../../helpers';

const t = useTestDb();
const BASE = 'http://localhost:3000/api/trpc';

type Json = {
  result?: { data: unknown };
  error?: { message: string; code: number; data: Record<string, unknown> };
};

async function call(path: string, init: RequestInit & { input?: unknown; session?: string } = {}) {
  const url =
    init.method === 'POST' || init.input === undefined
      ? `${BASE}/${path}`
      : `${BASE}/${path}?input=${encodeURIComponent(JSON.stringify(init.input))}`;
  const res = await handleTrpcRequest(new Request(url, init), {
    db: t.db,
    sessionUserId: async () => init.session ?? null,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}`,
      ...headers,
    },
  });

describe('the tRPC wire', () => {
  it('puts the security headers on every answer, errors before tRPC included', async () => {
    const ok = await call('health', { method: 'GET' });
    const refused = await call('auth.login', { method: 'POST', body: 'x' });
    for (const res of [ok, refused]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    expect(refused.status).toBe(415);
  });

  it('answers health without auth as plain JSON', async () => {
    const res = await call('health', { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { data: { status: 'ok', db: 'ok' } } });
  });

  it('logs in with a JSON body and uses the bearer token on a GET query', async () => {
    const login = await post('auth.login', { login: 'head@demo.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const { access_token } = login.body.result?.data as { access_token: string };
    const me = await call('users.me', {
      method: 'GET',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.status).toBe(200);
    expect(me.body.result?.data).toMatchObject({
      email: 'head@demo.test',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('maps errors to status, code, appCode and fieldErrors without a stack', async () => {
    const bad = await post('auth.login', { login: 'x', password: 'y' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      appCode: 'VALIDATION_ERROR',
    });
    expect(Object.keys(bad.body.error?.data.fieldErrors as object)).toEqual(['login', 'password']);
    expect(bad.body.error?.data).not.toHaveProperty('stack');

    const wrong = await post('auth.login', { login: 'head@demo.test', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error?.data.appCode).toBe('INVALID_CREDENTIALS');

    const anon = await call('users.me', { method: 'GET' });
    expect(anon.status).toBe(401);
  });

  it('gives 404 for an unknown procedure, 405 for the wrong method and 400 for bad JSON', async () => {
    expect((await call('nope.nothing', { method: 'GET' })).status).toBe(404);
    expect((await call('auth.login', { method: 'GET', input: {} })).status).toBe(405);
    const badJson = await call('auth.login', {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error?.message).not.toMatch(/at |\.ts/);
  });

  it('accepts only application/json mutations and bodies up to 1 MiB', async () => {
    const form = await call('auth.login', {
      method: 'POST',
      body: 'login=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const big = await post('auth.login', {
      login: 'head@demo.test',
      password: 'x'.repeat(1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(big.body.error?.data.appCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses batches of more than 20 calls', async () => {
    const paths = Array.from({ length: 21 }, () => 'health').join(',');
    const input = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [i, null]));
    const res = await call(`${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, {
      method: 'GET',
    });
    expect(res.status).toBe(400);
    const ok = await call(
      `health,health?batch=1&input=${encodeURIComponent('{"0":null,"1":null}')}`,
      { method: 'GET' },
    );
    expect(ok.status).toBe(200);
  });

  it('sends Retry-After with a 429', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.9' };
    // Ten failures for one account from one address: the eleventh try is refused.
    for (let i = 0; i < 10; i++)
      await post('auth.login', { login: 'head@demo.test', password: `wrong-${i}-pass` }, ip);
    const res = await post('auth.login', { login: 'head@demo.test', password: DEMO_PASSWORD }, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body.error?.data.appCode).toBe('RATE_LIMITED');
  });

  it('checks the Origin of cookie-authenticated mutations (CSRF)', async () => {
    const session = demoUserId('viewer');
    const body = JSON.stringify({ first_name: 'Игорь' });
    const headers = { 'content-type': 'application/json' };
    const evil = await call('users.updateMe', {
      method: 'POST',
      body,
      session,
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(evil.body.error?.data.appCode).toBe('CSRF_ORIGIN_MISMATCH');
    const none = await call('users.updateMe', { method: 'POST', body, session, headers });
    expect(none.status).toBe(403);
    const same = await call('users.updateMe', {
      method: 'POST',
      body,
      session,
      headers: { ...headers, origin: 'http://localhost:3000' },
    });
    expect(same.status).toBe(200);
    // Cookie sessions may read without an Origin (a GET never changes state).
    expect((await call('users.me', { method: 'GET', session })).status).toBe(200);
  });

  it('answers 503 DATABASE_UNAVAILABLE, not a crash, while the database cannot be reached', async () => {
    const saved = { url: process.env.DATABASE_URL };
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable';
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await handleTrpcRequest(new Request(`${BASE}/health`));
        expect(res.status).toBe(503);
        expect(((await res.json()) as Json).error?.data.appCode).toBe('DATABASE_UNAVAILABLE');
      }
      // The readiness probe says no, without throwing.
      expect(await databaseAnswers(5000)).toBe(false);
    } finally {
      if (saved.url === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved.url;
    }
  });
});
