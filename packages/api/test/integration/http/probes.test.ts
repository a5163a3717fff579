/**
 * `/livez` and `/readyz` (runtime/probes.ts) over a real socket, on the file's own database: what
 * each check answers when the database is up, starting, busy past the probe's timeout or missing a
 * migration, when the job queue is not running, and from the shutdown signal on.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@app/db';
import type { JobQueueState } from '../../../src/runtime/jobs';
import type { ReadinessSources } from '../../../src/runtime/probes';
import { useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';

const t = useTestDb();
/** What the probe reads, changed by each test. */
const world: { db: Db | undefined; jobs: JobQueueState; shuttingDown: boolean } = {
  db: undefined,
  jobs: 'running',
  shuttingDown: false,
};
const sources: ReadinessSources = {
  db: () => world.db,
  jobs: () => world.jobs,
  shuttingDown: () => world.shuttingDown,
};
const server = useHttpServer(() => t.db, { readiness: sources });

const probe = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${server.base()}${path}`, init);
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text ? (JSON.parse(text) as object) : null,
  };
};

const ready = { database: 'ok', migrations: 'ok', jobs: 'ok' };

describe('/livez and /readyz', () => {
  it('/livez answers 200 whatever the database, also while shutting down; GET and HEAD only', async () => {
    world.db = undefined;
    world.jobs = 'failed';
    world.shuttingDown = true;
    const live = await probe('/livez');
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(live.headers.get('cache-control')).toBe('no-store');
    // The security headers of every answer, on the probes and on what goes on to Next too.
    for (const res of [live.headers, (await fetch(`${server.base()}/sign-in/`)).headers]) {
      expect(res.get('x-frame-options')).toBe('DENY');
      expect(res.get('x-content-type-options')).toBe('nosniff');
      expect(res.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    expect(await probe('/livez', { method: 'HEAD' })).toMatchObject({ status: 200, body: null });
    const post = await probe('/readyz', { method: 'POST' });
    expect(post).toMatchObject({ status: 405, body: { status: 'method_not_allowed' } });
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    world.shuttingDown = false;
  });

  it('/readyz answers 200 when the database answers, is migrated and the job queue runs', async () => {
    Object.assign(world, { db: t.db, jobs: 'running', shuttingDown: false });
    expect(await probe('/readyz')).toEqual(
      expect.objectContaining({ status: 200, body: { status: 'ready', checks: ready } }),
    );
    // Readiness is not a rate-limited call: a probe every second for ten minutes and more.
    const many = await Promise.all(Array.from({ length: 50 }, () => probe('/readyz?x=1')));
    expect(new Set(many.map((r) => r.status))).toEqual(new Set([200]));
  });

  it('answers 503 naming the check that fails: the database starting, the job queue not running', async () => {
    Object.assign(world, { db: undefined, jobs: 'running' });
    expect(await probe('/readyz')).toMatchObject({
      status: 503,
      body: {
        status: 'not_ready',
        checks: { database: 'starting', migrations: 'unknown', jobs: 'ok' },
      },
    });
    world.db = t.db;
    for (const jobs of ['not_started', 'starting', 'failed', 'stopped'] as const) {
      world.jobs = jobs;
      expect(await probe('/readyz'), jobs).toMatchObject({
        status: 503,
        body: { status: 'not_ready', checks: { database: 'ok', migrations: 'ok', jobs } },
      });
    }
    world.jobs = 'running';
  });

  it('answers 503 `timeout` when the database does not answer within the probe timeout', async () => {
    Object.assign(world, { db: t.db, jobs: 'running' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // A transaction that holds drizzle's migration table: the probe's read waits behind it.
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    try {
      expect(await probe('/readyz')).toMatchObject({
        status: 503,
        body: { status: 'not_ready', checks: { database: 'timeout', migrations: 'unknown' } },
      });
    } finally {
      release();
      await holder;
    }
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('answers 503 `pending` when the database lacks a migration this code ships', async () => {
    Object.assign(world, { db: t.db, jobs: 'running' });
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await t.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      expect(await probe('/readyz')).toMatchObject({
        status: 503,
        body: {
          status: 'not_ready',
          checks: { database: 'ok', migrations: 'pending', jobs: 'ok' },
        },
      });
    } finally {
      await t.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('answers 503 `shutting_down` from the shutdown signal on, without asking the database', async () => {
    Object.assign(world, { db: t.db, jobs: 'running', shuttingDown: true });
    expect(await probe('/readyz')).toEqual(
      expect.objectContaining({ status: 503, body: { status: 'shutting_down' } }),
    );
    world.shuttingDown = false;
  });
});
