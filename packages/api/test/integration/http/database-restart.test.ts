/**
 * PostgreSQL stopped and started again under load (issue 21; a private cluster,
 * test/pg-cluster.ts): while it is away every answer is 503 DATABASE_UNAVAILABLE with Retry-After,
 * none hangs, none is a 500; once back, requests succeed again by themselves; no uncaught error.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoUserId } from '@app/db';
import { parseTrustedProxies } from '../../../src/lib/client-address';
import { createRequestListener } from '../../../src/runtime/app';
import { createPgCluster, type PgCluster } from '../../pg-cluster';

const CYCLES = 3;
const OUTAGE_MS = 4000;
/** DATABASE_POOL_TIMEOUT_MS and DATABASE_CONNECT_TIMEOUT_MS of this test's app. */
const DB_WAIT_MS = 2000;
/** The longest an answer may take while the database is away: its limits and some slack. */
const REFUSAL_MS = 2 * DB_WAIT_MS + 1000;
const CLIENTS = 6;
/** An answer slower than this counts as hung (the database limits below are 2 s each). */
const HANG_MS = 15_000;
/** "A few seconds": the longest the app may take to serve again once the database is back. */
const RECOVERY_MS = 5000;
/** How long each cycle watches the answers after the restart. */
const WATCH_MS = 6000;

interface Answer {
  path: string;
  started: number;
  ended: number;
  status: number;
  appCode?: string;
  retryAfter: string | null;
}

const faults: string[] = [];
const fault = (event: string) => (e: unknown) =>
  faults.push(`${event}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
const onException = fault('uncaughtException');
const onRejection = fault('unhandledRejection');

let cluster: PgCluster;
let server: http.Server;
let base = '';

beforeAll(async () => {
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  cluster = await createPgCluster();
  cluster.start();
  // The process's own database, as in production: booted on the first request.
  process.env.DATABASE_URL = cluster.url;
  process.env.DATABASE_CONNECT_TIMEOUT_MS = String(DB_WAIT_MS);
  process.env.DATABASE_POOL_TIMEOUT_MS = String(DB_WAIT_MS);
  // The load is the point, not the per-user limit: a fast host sends more than 600 a minute.
  process.env.API_RATE_LIMIT_PER_MINUTE = '1000000';
  server = http.createServer(
    createRequestListener({
      trustedProxies: parseTrustedProxies(''),
      sessionFromCookie: async (cookie) => /sid=([\w-]+)/.exec(cookie ?? '')?.[1] ?? null,
      fallback: (_req, res) => res.writeHead(404).end(),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  const { getDbHandle } = await import('../../../src/runtime/db');
  await (await getDbHandle().catch(() => undefined))?.close();
  cluster?.remove();
  process.off('uncaughtException', onException);
  process.off('unhandledRejection', onRejection);
});

/** One request of a client's mix: a public read, a signed-in read, a signed-in write. */
async function request(client: number, n: number): Promise<Answer> {
  const { key } = DEMO_ACCOUNTS[client % DEMO_ACCOUNTS.length] ?? DEMO_ACCOUNTS[0];
  const cookie = `sid=${demoUserId(key)}`;
  const kind = n % 3;
  const init: RequestInit =
    kind === 2
      ? {
          method: 'POST',
          headers: { cookie, origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({ first_name: `Name${n % 7}` }),
        }
      : { headers: kind === 1 ? { cookie } : {} };
  const path = (['health', 'users.me', 'users.updateMe'] as const)[kind as 0 | 1 | 2];
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/trpc/${path}`, {
      ...init,
      signal: AbortSignal.timeout(HANG_MS),
    });
    const body = (await res.json()) as { error?: { data?: { appCode?: string } } };
    return {
      path,
      started,
      ended: performance.now(),
      status: res.status,
      appCode: body.error?.data?.appCode,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch {
    return { path, started, ended: performance.now(), status: 0, retryAfter: null };
  }
}

/** Parallel clients, each sending its next request as soon as the last is answered. */
function load(): { answers: Answer[]; stop: () => Promise<void> } {
  const answers: Answer[] = [];
  let running = true;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let n = 0; running; n++) {
      answers.push(await request(client, n));
      await sleep(20);
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

const describeAnswer = (a: Answer) =>
  `${a.path}: ${a.status} ${a.appCode ?? ''} in ${Math.round(a.ended - a.started)} ms`;

describe('PostgreSQL restarted under load', () => {
  it(`answers 503 while it is away and recovers by itself, ${CYCLES} times`, async () => {
    const traffic = load();
    const outages: { stopped: number; starting: number; started: number }[] = [];
    try {
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        // Serving before the outage (the first cycle also boots the database: migrations, seed).
        const ready = performance.now();
        while (!traffic.answers.some((a) => a.started > ready && a.status === 200)) {
          expect(performance.now() - ready, 'the app never served').toBeLessThan(120_000);
          await sleep(100);
        }
        await sleep(500);
        cluster.stop(cycle % 2 === 0 ? 'fast' : 'immediate');
        const stopped = performance.now();
        await sleep(OUTAGE_MS);
        const starting = performance.now();
        cluster.start();
        outages.push({ stopped, starting, started: performance.now() });
        await sleep(WATCH_MS);
      }
    } finally {
      await traffic.stop();
    }
    const { answers } = traffic;

    // Every answer is a success or a 503 that says when to retry; nothing hung or failed otherwise.
    for (const a of answers) {
      expect(a.status === 200 || a.status === 503, describeAnswer(a)).toBe(true);
      if (a.status === 503) {
        expect(a.appCode, describeAnswer(a)).toBe('DATABASE_UNAVAILABLE');
        expect(Number(a.retryAfter), describeAnswer(a)).toBeGreaterThan(0);
      }
    }
    for (const { stopped, starting, started } of outages) {
      // While it is away, every request gets its 503 in bounded time (none waits for its return).
      const during = answers.filter((a) => a.started > stopped && a.started < starting);
      expect(during.length).toBeGreaterThan(0);
      for (const a of during)
        expect(a.ended - a.started, describeAnswer(a)).toBeLessThan(REFUSAL_MS);
      const surelyRefused = during.filter((a) => a.started < starting - DB_WAIT_MS);
      expect(surelyRefused.length).toBeGreaterThan(0);
      for (const a of surelyRefused) expect(a.status, describeAnswer(a)).toBe(503);
      // Once it is back: served again within RECOVERY_MS, and from then on every request.
      const after = answers.filter((a) => a.started > started);
      const firstOk = after.find((a) => a.status === 200)?.ended ?? Infinity;
      expect(firstOk - started, 'the first success after the restart').toBeLessThan(RECOVERY_MS);
      const settled = after.filter(
        (a) => a.started > firstOk + 1000 && a.started < started + WATCH_MS,
      );
      expect(settled.length).toBeGreaterThan(0);
      expect(settled.filter((a) => a.status !== 200).map(describeAnswer)).toEqual([]);
    }
    expect(faults).toEqual([]);
  }, 300_000);
});
