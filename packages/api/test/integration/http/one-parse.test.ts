/**
 * One JSON parse per request, by tRPC and REST (JSON.parse watched, its calls with the sent text
 * counted), and the refusals tRPC's own parse now answers: INVALID_JSON as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHttpServer } from '../../http-server';
import { nextIp, useTestDb } from '../../helpers';

const t = useTestDb();
const server = useHttpServer(() => t.db);

afterEach(() => vi.restoreAllMocks());

async function send(path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.base()}${path}`, {
    ...init,
    headers: {
      'x-forwarded-for': nextIp(),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.headers as Record<string, string>),
    },
  });
  const body = (await res.json()) as {
    appCode?: string;
    error?: { data: { appCode: string } };
  }[] &
    Record<string, unknown>;
  const first = Array.isArray(body) ? body[0] : body;
  return { status: res.status, appCode: first?.appCode ?? first?.error?.data.appCode };
}

/** How often JSON.parse read exactly `text` while `run` ran. */
async function parsesOf(text: string, run: () => Promise<unknown>): Promise<number> {
  const parse = vi.spyOn(JSON, 'parse');
  await run();
  const count = parse.mock.calls.filter(([arg]) => arg === text).length;
  parse.mockRestore();
  return count;
}

const login = (marker: string) =>
  JSON.stringify({ login: `${marker}@demo.test`, password: 'not-the-password' });

describe('one parse', () => {
  it('a tRPC mutation body, a batch and a query’s input are parsed once', async () => {
    const body = login('trpc-once');
    expect(await parsesOf(body, () => send('/api/trpc/auth.login', { method: 'POST', body }))).toBe(
      1,
    );
    const batch = JSON.stringify({ 0: JSON.parse(login('batch-a')), 1: JSON.parse(login('b')) });
    expect(
      await parsesOf(batch, () =>
        send('/api/trpc/auth.login,auth.login?batch=1', { method: 'POST', body: batch }),
      ),
    ).toBe(1);
    const input = JSON.stringify({ id: '00000000-0000-4000-8000-00000000abcd' });
    expect(
      await parsesOf(input, () => send(`/api/trpc/units.get?input=${encodeURIComponent(input)}`)),
    ).toBe(1);
  });

  it('a REST body is parsed once', async () => {
    const body = login('rest-once');
    const res = { status: 0 };
    expect(
      await parsesOf(body, async () => {
        Object.assign(res, await send('/api/v1/auth/login', { method: 'POST', body }));
      }),
    ).toBe(1);
    expect(res.status).toBe(401);
  });
});

describe('what tRPC’s parse answers', () => {
  it('input that is not JSON is INVALID_JSON, also for a procedure that takes none', async () => {
    expect(await send(`/api/trpc/users.me?input=${encodeURIComponent('{')}`)).toEqual({
      status: 400,
      appCode: 'INVALID_JSON',
    });
    expect(await send('/api/trpc/users.me,health?batch=1&input=%7B')).toEqual({
      status: 400,
      appCode: 'INVALID_JSON',
    });
    expect(await send('/api/trpc/auth.login', { method: 'POST', body: '' })).toEqual({
      status: 400,
      appCode: 'INVALID_JSON',
    });
    expect(await send('/api/trpc/auth.login', { method: 'POST', body: '{"login":' })).toEqual({
      status: 400,
      appCode: 'INVALID_JSON',
    });
  });

  it('a body that is not UTF-8 is INVALID_JSON by tRPC and REST', async () => {
    const body = new Uint8Array([0x7b, 0x22, 0x6c, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]); // {"l":"\xff"}
    for (const path of ['/api/trpc/auth.login', '/api/v1/auth/login'])
      expect(await send(path, { method: 'POST', body })).toEqual({
        status: 400,
        appCode: 'INVALID_JSON',
      });
  });
});
