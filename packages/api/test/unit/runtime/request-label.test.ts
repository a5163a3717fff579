/**
 * A request's label (runtime/request-label.ts): the procedure or the route's pattern, a few fixed
 * words otherwise; never an id, a token or a raw path.
 */
import { describe, expect, it } from 'vitest';
import { requestLabel } from '../../../src/runtime/request-label';

const label = (method: string, url: string) => requestLabel({ method, url });

describe('requestLabel', () => {
  it('a tRPC call: the procedure path, with or without input and batch flag', () => {
    expect(label('GET', '/api/trpc/bookings.list?input=%7B%7D')).toBe('bookings.list');
    expect(label('POST', '/api/trpc/auth.login')).toBe('auth.login');
    expect(label('POST', '/api/trpc/bookings.create?batch=1')).toBe('bookings.create');
    expect(label('GET', '/api/trpc/health')).toBe('health');
  });

  it('a batch of known procedures is `batch`; any unknown name makes it `unknown`', () => {
    expect(label('GET', '/api/trpc/bookings.list,units.list?batch=1')).toBe('batch');
    expect(label('GET', '/api/trpc/bookings.list%2Cunits.list?batch=1')).toBe('batch');
    expect(label('GET', '/api/trpc/bookings.list,nope.x?batch=1')).toBe('unknown');
    expect(label('GET', '/api/trpc/bookings.nope')).toBe('unknown');
    expect(label('GET', '/api/trpc/constructor')).toBe('unknown');
    expect(label('GET', '/api/trpc/__proto__')).toBe('unknown');
    expect(label('GET', '/api/trpc/%E0%A4%A')).toBe('unknown');
    expect(label('GET', '/api/trpc/')).toBe('unknown');
    expect(label('GET', '/api/trpc')).toBe('unknown');
  });

  it('a plain route: its pattern, never the ids or tokens in the path', () => {
    const id = '0b6f3c1e-2a44-4c1a-9f2e-7d5a1b2c3d4e';
    expect(label('GET', `/api/documents/${id}/pdf`)).toBe('/api/documents/:id/pdf');
    expect(label('HEAD', `/api/documents/${id}/pdf?download=1`)).toBe('/api/documents/:id/pdf');
    expect(label('POST', '/api/payments/webhook/SANDBOX')).toBe('/api/payments/webhook/:provider');
    expect(label('GET', '/pay/secret-link-token')).toBe('/pay/:token');
    expect(label('GET', '/pay/secret-link-token/checkout')).toBe('/pay/:token/checkout');
    expect(label('GET', '/o/another-token')).toBe('/o/:token');
    expect(label('GET', '/s/abc123')).toBe('/s/:code');
    // The wrong method (a 405) still names the route.
    expect(label('DELETE', `/api/documents/${id}/pdf`)).toBe('/api/documents/:id/pdf');
  });

  it('an API path no route has is `unknown`, with nothing of the path in it', () => {
    expect(label('GET', '/api/documents/123')).toBe('unknown');
    expect(label('GET', '/api/whatever/123')).toBe('unknown');
    expect(label('GET', '/pay/')).toBe('unknown');
  });

  it('the operations paths are themselves; Next and next-auth have fixed words', () => {
    expect(label('GET', '/livez')).toBe('/livez');
    expect(label('GET', '/readyz')).toBe('/readyz');
    expect(label('GET', '/metrics')).toBe('/metrics');
    expect(label('GET', '/api/auth/session')).toBe('next-auth');
    expect(label('POST', '/api/auth/callback/credentials')).toBe('next-auth');
    expect(label('GET', '/_next/static/chunks/app-123.js')).toBe('next-static');
    expect(label('GET', '/_next/image?url=x')).toBe('next');
    expect(label('GET', '/')).toBe('next');
    expect(label('GET', '/bookings/0b6f3c1e-2a44')).toBe('next');
    expect(label('GET', '/wp-login.php')).toBe('next');
    expect(requestLabel({})).toBe('next');
  });
});
