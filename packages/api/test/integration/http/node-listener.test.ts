/**
 * The app's node:http listener over a real socket: what it serves and what it hands to Next, the
 * client address it settles (a forged X-Forwarded-For believed only from a trusted proxy), the
 * session cookie, and the refusals it answers before a handler runs.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { demoUserId } from '@app/db';
import { useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';

const t = useTestDb();
const direct = useHttpServer(() => t.db);
const behindProxy = useHttpServer(() => t.db, { trustedProxies: '127.0.0.1, ::1' });

const failedLogin = (base: string, i: number, forwardedFor: string) =>
  fetch(`${base}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ login: `nobody-${i}@example.test`, password: 'not-the-password' }),
  });

describe('the node:http listener', () => {
  it('serves the API with the security headers and hands everything else to Next', async () => {
    const health = await fetch(`${direct.base()}/api/trpc/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await health.json()).toEqual({ result: { data: { status: 'ok', db: 'ok' } } });

    for (const path of ['/', '/units', '/api/auth/session', '/api/auth/callback/credentials']) {
      const res = await fetch(`${direct.base()}${path}`);
      expect((await res.json()) as object, path).toMatchObject({ fallback: true });
    }
    const unknown = await fetch(`${direct.base()}/api/no-such-route`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { data: { appCode: 'NOT_FOUND' } } });
  });

  it('ignores a client-sent X-Forwarded-For: pages and limits see the socket address', async () => {
    const page = await fetch(`${direct.base()}/`, {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7' },
    });
    expect(await page.json()).toEqual({ fallback: true, forwardedFor: '127.0.0.1' });

    // A new forged address per try used to dodge the login limit (10 a minute per account and
    // address): one account's guesses from the socket's one address.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await failedLogin(direct.base(), 0, `203.0.113.${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('believes X-Forwarded-For from a trusted proxy: each client has its own limit', async () => {
    const page = await fetch(`${behindProxy.base()}/`, {
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.20' },
    });
    expect(await page.json()).toEqual({ fallback: true, forwardedFor: '198.51.100.20' });

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await failedLogin(behindProxy.base(), 100, `198.51.100.${i}`)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it('takes the session cookie, and refuses a cookie mutation from another origin', async () => {
    const cookie = `sid=${demoUserId('head')}`;
    const me = await fetch(`${direct.base()}/api/trpc/users.me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(((await me.json()) as { result: { data: { email: string } } }).result.data.email).toBe(
      'head@demo.test',
    );

    const forged = await fetch(`${direct.base()}/api/trpc/users.updateMe`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Mallory' }),
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({
      error: { data: { appCode: 'CSRF_ORIGIN_MISMATCH' } },
    });
  });

  it('answers what Node refuses before a handler in the error envelope', async () => {
    const huge = `${direct.base()}/api/trpc/units.list?input=${'x'.repeat(20_000)}`;
    const res = await fetch(huge);
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({
      error: { data: { httpStatus: 431, appCode: 'REQUEST_HEADERS_TOO_LARGE' } },
    });
  });

  it('refuses a body over 1 MiB while it streams in', async () => {
    const res = await fetch(`${direct.base()}/api/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'x'.repeat(1_100_000), password: 'y' }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { data: { appCode: 'PAYLOAD_TOO_LARGE' } } });
  });

  it.each([
    ['a declared length', true],
    ['a chunked body', false],
  ])(
    'after a 413 (%s) the answer says Connection: close and arrives whole',
    async (_what, declared) => {
      const body = Buffer.alloc(3 * 1024 * 1024, 'x');
      const answer = await new Promise<{
        status?: number;
        headers: http.IncomingHttpHeaders;
        text: string;
      }>((resolve, reject) => {
        const req = http.request(`${direct.base()}/api/trpc/auth.login`, {
          method: 'POST',
          agent: new http.Agent({ keepAlive: true }),
          headers: {
            'content-type': 'application/json',
            ...(declared ? { 'content-length': String(body.length) } : {}),
          },
        });
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
          res.on('error', reject);
        });
        // The server may close while the rest of the body is still being sent.
        req.on('error', (e: NodeJS.ErrnoException) => {
          if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
        });
        req.end(body);
      });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(Buffer.byteLength(answer.text)).toBe(Number(answer.headers['content-length']));
      expect(JSON.parse(answer.text)).toMatchObject({
        error: { data: { appCode: 'PAYLOAD_TOO_LARGE' } },
      });
    },
  );
});
