/**
 * The log of a real run (test/log-server.ts, LOG_LEVEL=debug) read from its stdout: a scripted
 * session leaves no password, token, cookie, secret, phone or e-mail in any line; every line is
 * JSON, each request has one `request` line, and its jobs carry its id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUserId } from '@app/db';

const apiDir = path.resolve(import.meta.dirname, '../../..');
const secret = (what: string) => `${what}-${randomBytes(24).toString('hex')}`;
const KEYS = {
  AUTH_SECRET: secret('auth'),
  PAYMENT_LINK_SECRET: secret('link'),
  PAYMENT_WEBHOOK_SECRET: secret('hook'),
  DOCUMENT_LINK_SECRET: secret('doc'),
};
const COOKIE_SECRET = secret('cookie');
const NEW_USER = { email: 'olga.log-test@example.org', phone: '+79161234567' };
const OFFER = {
  customerPhone: '+79035554433',
  managerEmail: 'anna.manager@example.net',
  managerPhone: '+7 495 765-43-21',
};
const WRONG_PASSWORD = 'Wrong-Password-4711';

let child: ChildProcess | undefined;
let dataDir = '';
let stdout = '';
let stderr = '';
let base = '';

/** Waits until `check` holds, polling every 200 ms. */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${ms} ms\n${stdout}\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-redaction-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'test/log-server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...KEYS,
      NODE_ENV: 'development',
      APP_ENV: 'development',
      LOG_LEVEL: 'debug',
      DATABASE_URL: '',
      REDIS_URL: '',
      PGLITE_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  await until(() => /"msg":"listening"/.test(stdout), 120_000, 'the server listening');
  const port = (
    JSON.parse(stdout.split('\n').find((l) => l.includes('"listening"')) ?? '{}') as {
      port: number;
    }
  ).port;
  base = `http://127.0.0.1:${port}`;
  await until(
    async () => (await fetch(`${base}/api/trpc/health`).catch(() => null))?.status === 200,
    120_000,
    'the database',
  );
}, 300_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

type Sent = { id: string; method: string; route: string; status: number; echoed: string | null };
const sent: Sent[] = [];
let n = 0;

/** A call with its own X-Request-Id, remembered for the checks on the log. */
async function call(
  route: string,
  url: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<Response> {
  const id = `redaction-${++n}`;
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('x-request-id', id);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(`${base}${url}`, {
    ...rest,
    headers,
    ...(json !== undefined ? { method: rest.method ?? 'POST', body: JSON.stringify(json) } : {}),
  });
  const method = rest.method ?? (json !== undefined ? 'POST' : 'GET');
  sent.push({ id, method, route, status: res.status, echoed: res.headers.get('x-request-id') });
  return res;
}

const input = (value: unknown) => `?input=${encodeURIComponent(JSON.stringify(value))}`;
const dataOf = async <T>(res: Response) =>
  ((await res.json()) as { result: { data: T } }).result.data;

describe('a run of the server, read from its log', () => {
  it('writes no secret or personal value, one request line per request, and jobs with their request id', async () => {
    // A failed login, then a login with the password; the tokens go to the calls below.
    await call('auth.login', '/api/trpc/auth.login', {
      json: { login: 'manager@demo.test', password: WRONG_PASSWORD },
    });
    const login = await call('auth.login', '/api/trpc/auth.login', {
      json: { login: 'head@demo.test', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const tokens = await dataOf<{ access_token: string; refresh_token: string }>(login);
    const bearer = { authorization: `Bearer ${tokens.access_token}` };

    expect((await call('users.me', '/api/trpc/users.me', { headers: bearer })).status).toBe(200);
    const cookie = {
      cookie: `next-auth.session-token=${COOKIE_SECRET}; sid=${demoUserId('head')}`,
    };
    expect((await call('users.me', '/api/trpc/users.me', { headers: cookie })).status).toBe(200);
    const refreshed = await call('auth.refresh', '/api/trpc/auth.refresh', {
      json: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const renewed = await dataOf<{ access_token: string; refresh_token: string }>(refreshed);

    // Personal data in: a new user with an e-mail and a phone (twice: the second is a conflict),
    // a profile phone, a commercial offer for a customer's phone from a manager's e-mail.
    const register = {
      ...NEW_USER,
      password: 'Initial-Password-0042',
      first_name: 'Ольга',
      roles: [],
    };
    const created = await call('users.register', '/api/trpc/users.register', {
      headers: bearer,
      json: register,
    });
    expect(created.status).toBe(200);
    const conflict = await call('users.register', '/api/trpc/users.register', {
      headers: bearer,
      json: register,
    });
    expect(conflict.status).toBeGreaterThanOrEqual(400);
    expect(
      (
        await call('users.updateMe', '/api/trpc/users.updateMe', {
          headers: { authorization: `Bearer ${renewed.access_token}` },
          json: { phone: '+79267654321' },
        })
      ).status,
    ).toBe(200);
    const units = await dataOf<{ items: { id: string; status: string }[] }>(
      await call(
        'units.list',
        `/api/trpc/units.list${input({ filter: {}, pagination: { page: 1, limit: 20, order_by: 'code' } })}`,
        { headers: bearer },
      ),
    );
    const unit = units.items.find((u) => u.status === 'UNIT_STATUS_AVAILABLE') ?? units.items[0];
    await call('documents.commercialOffer', '/api/trpc/documents.commercialOffer', {
      headers: bearer,
      json: {
        units: [{ unit: unit?.id, options: [] }],
        manager: { name: 'Анна Петрова', phone: OFFER.managerPhone, email: OFFER.managerEmail },
        phone: OFFER.customerPhone,
        name: 'Ёлкина Мария Сергеевна',
      },
    });
    await call('bookings.create', '/api/trpc/bookings.create', {
      headers: bearer,
      json: { unit: unit?.id, comment: `call ${OFFER.customerPhone}` },
    });

    // Failing calls: a bad token, an unknown procedure, a forged webhook, a missing document.
    await call('users.me', '/api/trpc/users.me', {
      headers: { authorization: `Bearer ${tokens.access_token}x` },
    });
    await call('unknown', `/api/trpc/nope.nothing${input({ email: NEW_USER.email })}`);
    await call('/api/payments/webhook/:provider', '/api/payments/webhook/SANDBOX', {
      headers: { 'x-signature': KEYS.PAYMENT_WEBHOOK_SECRET },
      json: { id: 'evt-1', email: NEW_USER.email },
    });
    await call(
      '/api/documents/:id/pdf',
      '/api/documents/00000000-0000-4000-8000-000000000000/pdf',
      { headers: bearer },
    );
    // A page (Next's part) and a customer page by its link token.
    await call('next', `/units?email=${encodeURIComponent(NEW_USER.email)}`);
    await call('/pay/:token', `/pay/${COOKIE_SECRET}`);

    // Password recovery: the request queues a lookup that queues an e-mail (which fails: no SMTP).
    const recovery = await call(
      'auth.requestPasswordReset',
      '/api/trpc/auth.requestPasswordReset',
      {
        json: { email: 'viewer@demo.test' },
      },
    );
    expect(recovery.status).toBe(200);
    const recoveryId = sent.at(-1)?.id;
    await until(
      () =>
        stdout
          .split('\n')
          .some(
            (l) =>
              l.includes(`"req_id":"${recoveryId}"`) &&
              /"job":"mail\.deliver"[^\n]*"outcome":"failed"/.test(l),
          ),
      60_000,
      'the recovery jobs',
    );
    await until(
      () => sent.every((s) => stdout.includes(`"req_id":"${s.id}","method"`)),
      10_000,
      'every request line',
    );

    // Every line is JSON.
    const lines = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          throw new Error(`not a JSON line: ${line}`);
        }
      });

    // Nothing secret or personal, anywhere (stderr included).
    const everything = stdout + stderr;
    const forbidden = [
      DEMO_PASSWORD,
      WRONG_PASSWORD,
      'Initial-Password-0042',
      tokens.access_token,
      tokens.refresh_token,
      renewed.access_token,
      renewed.refresh_token,
      tokens.access_token.split('.')[2] ?? '',
      COOKIE_SECRET,
      ...Object.values(KEYS),
      NEW_USER.email,
      OFFER.managerEmail,
      'head@demo.test',
      'manager@demo.test',
      'viewer@demo.test',
      '9161234567',
      '9267654321',
      '9035554433',
      '765-43-21',
    ];
    for (const value of forbidden) expect(everything.includes(value), value).toBe(false);
    expect(everything).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);

    // One request line per request: its fields, and the id the answer carried.
    for (const s of sent) {
      expect(s.echoed, s.id).toBe(s.id);
      const mine = lines.filter((l) => l.msg === 'request' && l.req_id === s.id);
      expect(mine, s.id).toHaveLength(1);
      expect(mine[0], s.id).toMatchObject({
        level: 'info',
        method: s.method,
        route: s.route,
        status: s.status,
        duration_ms: expect.any(Number),
      });
    }
    const byId = (id: string) => lines.find((l) => l.msg === 'request' && l.req_id === id);
    expect(byId('redaction-3')?.user_id).toBe(demoUserId('head'));
    expect(byId('redaction-4')?.user_id).toBe(demoUserId('head'));
    expect(byId('redaction-1')).not.toHaveProperty('user_id');

    // The recovery's jobs ran under the id of the request that queued them; the failure has its error.
    const jobs = lines.filter((l) => l.msg === 'job' && l.req_id === recoveryId);
    expect(jobs.map((j) => j.job)).toEqual(
      expect.arrayContaining(['auth.recovery', 'mail.deliver']),
    );
    const failed = jobs.find((j) => j.outcome === 'failed');
    expect(failed).toMatchObject({ level: 'error', job: 'mail.deliver' });
    expect((failed?.err as { stack?: string }).stack).toContain('    at ');
  }, 240_000);
});
