/**
 * Issue 7: invalid JSON answers INVALID_JSON as docs/api.md#app-codes says, and a client value too long
 * for the rate-limit store (an X-Forwarded-For or an e-mail) never becomes a 500.
 */
import { describe, expect, it } from 'vitest';
import { handleTrpcRequest } from '../../../src/runtime';
import { consume, refund, reset } from '../../../src/services/rate-limit';
import { storeKey } from '../../../src/services/rate-limit/limiter';
import { anonymousCaller, expectAppError, useTestDb } from '../../helpers';

const t = useTestDb();
const BASE = 'http://localhost:3000/api/trpc';

async function send(url: string, init: RequestInit) {
  const res = await handleTrpcRequest(new Request(url, init), { db: t.db });
  const body = (await res.json()) as { error?: { message: string; data: Record<string, unknown> } };
  return { status: res.status, data: body.error?.data, message: body.error?.message };
}
const postBody = (body: NonNullable<RequestInit['body']>) =>
  send(`${BASE}/auth.login`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
  });

describe('invalid JSON: 400 PARSE_ERROR / INVALID_JSON', () => {
  it.each([
    ['a broken mutation body', () => postBody('{not json')],
    ['a truncated mutation body', () => postBody('{"login": "head@demo.test"')],
    [
      'a body that is not UTF-8',
      () => postBody(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    ],
    [
      "a query's input parameter",
      () => send(`${BASE}/units.list?input=${encodeURIComponent('{not json')}`, { method: 'GET' }),
    ],
  ])('%s', async (_, call) => {
    const res = await call();
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      code: 'PARSE_ERROR',
      httpStatus: 400,
      appCode: 'INVALID_JSON',
    });
    expect(res.message).not.toMatch(/at |\.ts|Unexpected token/);
  });

  it('still parses a valid body', async () => {
    const res = await postBody(JSON.stringify({ login: 'x', password: 'y' }));
    expect(res.data).toMatchObject({ appCode: 'VALIDATION_ERROR' });
  });
});

describe('rate-limit keys of any length', () => {
  it('stores a long key as its digest and a short one as it is', () => {
    expect(storeKey('Head@Demo.test')).toBe('head@demo.test');
    expect(storeKey('x'.repeat(300))).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(storeKey('X'.repeat(300))).toBe(storeKey('x'.repeat(300)));
  });

  it('counts, refunds and resets a 300-character key without an error', async () => {
    const key = `203.0.113.1,${'9'.repeat(300)}`;
    await expect(consume(t.db, 'loginByIp', key)).resolves.toBeUndefined();
    await expect(refund(t.db, 'loginByIp', key)).resolves.toBeUndefined();
    await expect(reset(t.db, 'loginByIp', key)).resolves.toBeUndefined();
  });

  it('answers a sign-in with an X-Forwarded-For of 300 characters: 401, not 500', async () => {
    const anon = await anonymousCaller(t.db, { 'x-forwarded-for': 'f'.repeat(300) });
    await expectAppError(
      anon.auth.login({ login: 'head@demo.test', password: 'wrong-password' }),
      'UNAUTHORIZED',
      'INVALID_CREDENTIALS',
    );
  });

  it('answers password recovery for a 254-character address: not a 500', async () => {
    const email = `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.test`;
    expect(email.length).toBe(254);
    const anon = await anonymousCaller(t.db);
    await expect(anon.auth.requestPasswordReset({ email })).resolves.toHaveProperty('message');
  });
});
