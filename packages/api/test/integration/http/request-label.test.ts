/**
 * A request's label on its log line (runtime/request-log.ts): what the app's router matched
 * (runtime/app.ts), the procedure or the route's pattern, a few fixed words otherwise; never an
 * id, a token or a raw path.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { log } from '../../../src/lib/log';
import { useHttpServer } from '../../http-server';
import { nextIp, useTestDb } from '../../helpers';

const t = useTestDb();
const server = useHttpServer(() => t.db, { metrics: () => ({ token: 'metrics-token' }) });

let info: MockInstance;
beforeEach(() => {
  info = vi.spyOn(log, 'info');
});
afterEach(() => {
  info.mockRestore();
});

/** The label of `method path`'s request line. */
async function label(method: string, path: string): Promise<string> {
  const id = randomUUID();
  const res = await fetch(`${server.base()}${path}`, {
    method,
    headers: {
      'x-request-id': id,
      'x-forwarded-for': nextIp(),
      'content-type': 'application/json',
    },
    ...(['POST', 'DELETE'].includes(method) ? { body: '{}' } : {}),
  });
  await res.arrayBuffer();
  return vi.waitFor(() => {
    const line = info.mock.calls.find((c) => c[1] === 'request' && c[0].req_id === id)?.[0];
    expect(line).toBeDefined();
    return (line as { route: string }).route;
  });
}

describe('request labels', () => {
  it('a tRPC call: the procedure tRPC matched, with or without input and batch flag', async () => {
    expect(await label('GET', '/api/trpc/bookings.list?input=%7B%7D')).toBe('bookings.list');
    expect(await label('POST', '/api/trpc/auth.login')).toBe('auth.login');
    expect(await label('POST', '/api/trpc/bookings.create?batch=1')).toBe('bookings.create');
    expect(await label('GET', '/api/trpc/health')).toBe('health');
  });

  it('a batch of known procedures is `batch`; any unknown name makes it `unknown`', async () => {
    expect(await label('GET', '/api/trpc/bookings.list,units.list?batch=1')).toBe('batch');
    expect(await label('GET', '/api/trpc/bookings.list%2Cunits.list?batch=1')).toBe('batch');
    expect(await label('GET', '/api/trpc/bookings.list,nope.x?batch=1')).toBe('unknown');
    for (const path of ['bookings.nope', 'constructor', '__proto__', '%E0%A4%A', ''])
      expect(await label('GET', `/api/trpc/${path}`)).toBe('unknown');
    expect(await label('GET', '/api/trpc')).toBe('unknown');
    // The wrong method (a 405) still names the procedure tRPC matched.
    expect(await label('PUT', '/api/trpc/auth.login')).toBe('auth.login');
  });

  it('REST: the operation’s procedure; an unknown operation is `unknown`', async () => {
    expect(await label('POST', '/api/v1/bookings/create')).toBe('bookings.create');
    expect(await label('GET', '/api/v1/bookings/get?id=x')).toBe('bookings.get');
    expect(await label('GET', '/api/v1/bookings/nope')).toBe('unknown');
  });

  it('a plain route: its pattern, never the ids or tokens in the path', async () => {
    const id = '0b6f3c1e-2a44-4c1a-9f2e-7d5a1b2c3d4e';
    const pdf = '/api/documents/:id/pdf';
    expect(await label('GET', `/api/documents/${id}/pdf`)).toBe(pdf);
    expect(await label('HEAD', `/api/documents/${id}/pdf?download=1`)).toBe(pdf);
    expect(await label('POST', '/api/payments/webhook/SANDBOX')).toBe(
      '/api/payments/webhook/:provider',
    );
    expect(await label('GET', '/pay/secret-link-token')).toBe('/pay/:token');
    expect(await label('GET', '/o/another-token')).toBe('/o/:token');
    expect(await label('GET', '/s/abc123')).toBe('/s/:code');
    // The wrong method (a 405) still names the route.
    expect(await label('DELETE', `/api/documents/${id}/pdf`)).toBe(pdf);
  });

  it('an API path no route has is `unknown`, with nothing of the path in it', async () => {
    expect(await label('GET', '/api/documents/123')).toBe('unknown');
    expect(await label('GET', '/api/whatever/123')).toBe('unknown');
    expect(await label('GET', '/pay/')).toBe('unknown');
  });

  it('the operations paths are themselves; Next and next-auth have fixed words', async () => {
    expect(await label('GET', '/livez')).toBe('/livez');
    expect(await label('GET', '/readyz')).toBe('/readyz');
    expect(await label('GET', '/metrics')).toBe('/metrics');
    expect(await label('GET', '/api/auth/session')).toBe('next-auth');
    expect(await label('POST', '/api/auth/callback/credentials')).toBe('next-auth');
    expect(await label('GET', '/_next/static/chunks/app-123.js')).toBe('next-static');
    expect(await label('GET', '/_next/image?url=x')).toBe('next');
    expect(await label('GET', '/')).toBe('next');
    expect(await label('GET', '/wp-login.php')).toBe('next');
  });
});
