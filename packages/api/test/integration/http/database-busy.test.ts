/**
 * Load is not an outage (issue 31): a query waiting past DATABASE_POOL_TIMEOUT_MS on a full pool,
 * or cancelled by statement_timeout, is 503 DATABASE_BUSY; only an unreachable database is 503
 * DATABASE_UNAVAILABLE. PostgreSQL: a private one-connection pool, short limits.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, readDbEnv, type DbHandle } from '@app/db';
import { DATABASE_BUSY_RETRY_AFTER_SECONDS } from '../../../src/errors';
import { callerAs, expectAppError, onPostgres, useTestDb } from '../../helpers';

const POOL_TIMEOUT_MS = 300;
const STATEMENT_TIMEOUT_MS = 1500;
const list = { filter: { filters: [] }, pagination: { page: 1, limit: 5 } };

/** A pool of one connection to `url` with this file's short limits. */
const onePool = (url: string, extra: Record<string, string> = {}) =>
  openDb(
    { url, poolSize: 1 },
    readDbEnv({
      ...process.env,
      DATABASE_URL: url,
      DATABASE_POOL_TIMEOUT_MS: String(POOL_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      ...extra,
    }),
  );

describe.runIf(onPostgres)('a database too busy to answer', () => {
  const t = useTestDb();
  let pool: DbHandle;
  beforeAll(async () => {
    pool = await onePool(t.handle.url as string);
  });
  afterAll(() => pool?.close());

  it('a query kept waiting behind a transaction on the only connection is 503 DATABASE_BUSY', async () => {
    const manager = await callerAs(pool.db, 'manager');
    // A transaction keeps its connection to itself (postgres.js pipelines other queries onto a
    // busy connection, but not onto one in a transaction): the call waits in the pool's queue.
    const holding = pool.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.8)`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the transaction has begun
    const refused = await expectAppError(
      manager.units.list(list),
      'SERVICE_UNAVAILABLE',
      'DATABASE_BUSY',
    );
    expect(refused).toMatchObject({
      httpStatus: 503,
      retryAfter: DATABASE_BUSY_RETRY_AFTER_SECONDS,
    });
    await holding;
    // The connection free again, the same call is answered.
    expect((await manager.units.list(list)).items).toHaveLength(5);
  });

  it('a statement cancelled by statement_timeout is 503 DATABASE_BUSY', async () => {
    const slow = pool.db.execute(sql`select pg_sleep(${(STATEMENT_TIMEOUT_MS * 2) / 1000})`);
    await expectAppError(slow, 'SERVICE_UNAVAILABLE', 'DATABASE_BUSY');
  });

  it('a database that cannot be reached stays 503 DATABASE_UNAVAILABLE', async () => {
    const away = new URL(t.handle.url as string);
    away.port = '1'; // nothing listens there
    const gone = await onePool(away.toString());
    try {
      await expectAppError(
        gone.db.execute(sql`select 1`),
        'SERVICE_UNAVAILABLE',
        'DATABASE_UNAVAILABLE',
      );
    } finally {
      await gone.close();
    }
  });
});
