/**
 * Every request's id and log line (runtime/request-log.ts) over a real socket: a sane
 * `X-Request-Id` echoed, anything else replaced, on every kind of answer; one `request` line per
 * request with its fields, and its id on the lines written inside it.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DEMO_PASSWORD, demoUserId } from '@app/db';
import { parseTrustedProxies } from '../../../src/lib/client-address';
import { log } from '../../../src/lib/log';
import { currentRequest } from '../../../src/lib/request-context';
import { createRequestListener } from '../../../src/runtime/app';
import { useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';

const t = useTestDb();
const server = useHttpServer(() => t.db);

type Line = Record<string, unknown>;
let info: MockInstance;
const requestLines = (): Line[] =>
  info.mock.calls.filter((c) => c[1] === 'request').map((c) => c[0] as Line);

beforeEach(() => {
  info = vi.spyOn(log, 'info');
});
afterEach(() => {
  info.mockRestore();
});

/** The lines are written when the answer is done: wait for the one with `reqId`. */
async function lineOf(reqId: string): Promise<Line> {
  await vi.waitFor(() => expect(requestLines().some((l) => l.req_id === reqId)).toBe(true));
  const [line, ...more] = requestLines().filter((l) => l.req_id === reqId);
  expect(more).toEqual([]);
  return line as Line;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and request lines', () => {
  it("echoes the client's id on a query, a mutation, an error and Next's answer", async () => {
    const calls: [string, RequestInit, number, string][] = [
      ['/api/trpc/health', {}, 200, 'health'],
      [
        '/api/trpc/auth.login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: 'nobody@example.test', password: 'wrong-password' }),
        },
        401,
        'auth.login',
      ],
      ['/api/trpc/no.such', {}, 404, 'unknown'],
      [
        '/api/documents/00000000-0000-0000-0000-000000000000/pdf',
        {},
        401,
        '/api/documents/:id/pdf',
      ],
      ['/units', {}, 404, 'next'],
    ];
    for (const [i, [path, init, status, route]] of calls.entries()) {
      const id = `client-id.${i}_x`;
      const res = await fetch(`${server.base()}${path}`, {
        ...init,
        headers: { ...(init.headers as object), 'x-request-id': id },
      });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('x-request-id'), path).toBe(id);
      const line = await lineOf(id);
      expect(line).toMatchObject({ method: init.method ?? 'GET', route, status });
      expect(line.duration_ms).toEqual(expect.any(Number));
      expect(line).not.toHaveProperty('user_id');
      expect(JSON.stringify(line)).not.toContain(path);
    }
  });

  it('replaces an id that is too long, has other characters or is repeated', async () => {
    for (const bad of ['x'.repeat(129), 'a b', 'a/b', 'ü', 'a,b']) {
      const res = await fetch(`${server.base()}/api/trpc/health`, {
        headers: { 'x-request-id': bad },
      });
      const echoed = res.headers.get('x-request-id') ?? '';
      expect(echoed, bad).toMatch(UUID);
      await lineOf(echoed);
    }
    const fresh = await fetch(`${server.base()}/api/trpc/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(UUID);
  });

  it('names the signed-in user, by session cookie or bearer token', async () => {
    const head = demoUserId('head');
    const byCookie = await fetch(`${server.base()}/api/trpc/users.me`, {
      headers: { cookie: `sid=${head}`, 'x-request-id': 'by-cookie' },
    });
    expect(byCookie.status).toBe(200);
    expect(await lineOf('by-cookie')).toMatchObject({ route: 'users.me', user_id: head });

    const login = await fetch(`${server.base()}/api/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'manager@demo.test', password: DEMO_PASSWORD }),
    });
    const { access_token } = (
      (await login.json()) as { result: { data: { access_token: string } } }
    ).result.data;
    const batch = await fetch(
      `${server.base()}/api/trpc/users.me,health?batch=1&input=${encodeURIComponent('{}')}`,
      { headers: { authorization: `Bearer ${access_token}`, 'x-request-id': 'by-token' } },
    );
    expect(batch.status).toBe(200);
    expect(await lineOf('by-token')).toMatchObject({
      route: 'batch',
      user_id: demoUserId('manager'),
    });
  });

  it('runs what serves the request (Next included) inside its context', async () => {
    const seen: (string | undefined)[] = [];
    const next = http.createServer(
      createRequestListener({
        db: t.db,
        trustedProxies: parseTrustedProxies(''),
        sessionFromCookie: async () => null,
        fallback: async (_req, res) => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          seen.push(currentRequest()?.reqId);
          res.end('page');
        },
      }),
    );
    await new Promise<void>((resolve) => next.listen(0, '127.0.0.1', resolve));
    try {
      const port = (next.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/a-page`, {
        headers: { 'x-request-id': 'page-1' },
      });
      expect(res.headers.get('x-request-id')).toBe('page-1');
      expect(seen).toEqual(['page-1']);
      expect(await lineOf('page-1')).toMatchObject({ route: 'next', status: 200 });
    } finally {
      next.closeAllConnections();
      await new Promise((resolve) => next.close(resolve));
    }
  });

  it("gives Node's own refusal (malformed HTTP) an id and a line", async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(server.base()).port), '127.0.0.1');
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.write('GARBAGE / HTTP/1.1\r\n\r\n');
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const id = /x-request-id: (\S+)/i.exec(raw)?.[1] ?? '';
    expect(id).toMatch(UUID);
    expect(await lineOf(id)).toMatchObject({ status: 400, route: 'other' });
  });
});
