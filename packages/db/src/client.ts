import type { PGlite } from '@electric-sql/pglite';
import type { Sql as PgSql } from 'postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { lockDataDir } from './dir-lock';
import { countInFlight, inFlightCounter, type ClientActivity } from './in-flight';
import { checkPgliteDir, pgliteOpenFailed } from './pglite-dir';
import { readDbEnv, type DbEnv } from './env';
import { boundBegin, boundQuery, poolWork } from './pool-wait';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services take: a PGlite or postgres.js database, or a transaction of either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL (postgres kind only), for tools that need a connection of their own. */
  url?: string;
  /**
   * The embedded instance (pglite kind only). It is one connection: tools that speak SQL themselves
   * (the job queue) share it rather than open the data directory a second time.
   */
  pglite?: PGlite;
  close: () => Promise<void>;
  /** Statements and transactions in flight on the app's client, and its pool size (metrics). */
  activity: () => ClientActivity;
}

export interface OpenDbOptions {
  /** Overrides DATABASE_URL. */
  url?: string;
  /** Overrides PGLITE_DIR; `memory://` opens an in-memory database. */
  pgliteDir?: string;
  poolSize?: number;
  /** Overrides DATABASE_PREPARE (PostgreSQL only). */
  prepare?: boolean;
  /** Called with every statement drizzle sends (statement counts in tests and benchmarks). */
  onQuery?: (sql: string) => void;
}

/** drizzle's logger option for `onQuery`. */
export const queryLogger = (onQuery?: (sql: string) => void) =>
  onQuery ? { logger: { logQuery: (sql: string) => onQuery(sql) } } : {};

/** The embedded database's shared buffers (PostgreSQL's default is 128MB). */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string, onQuery?: (sql: string) => void): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) checkPgliteDir(dataDir);
  // A directory on disk is opened by one process at a time (see dir-lock.ts); memory is private.
  const lock = inMemory ? undefined : lockDataDir(dataDir);
  try {
    const client = await PGlite.create({
      dataDir,
      extensions: { btree_gist, pg_trgm },
      // 16 MB of shared buffers instead of 128 (all touched at start): −135 MiB of idle RSS; the
      // data directory's pages stay in the OS page cache (bench/README.md, Memory).
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    }).catch((e: unknown) => {
      throw inMemory ? e : pgliteOpenFailed(dataDir, e);
    });
    // PGlite runs one statement at a time: the rest wait in its queue.
    const counted = countInFlight(client, ['query', 'exec', 'transaction'], 1);
    const db = drizzle({
      client: counted.client,
      schema,
      ...queryLogger(onQuery),
    }) as unknown as Db;
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { db, kind: 'pglite', pglite: client, close, activity: counted.activity };
  } catch (e) {
    lock?.release();
    throw e;
  }
}

/**
 * `target` with `overrides` in place of its own functions; every other function is bound to
 * `target` once, not on each access (drizzle reads `unsafe` on every statement).
 */
function forwarding<T extends object>(target: T, overrides: Record<string, unknown>): T {
  const bound = new Map<PropertyKey, unknown>(Object.entries(overrides));
  return new Proxy(target, {
    get(t, prop) {
      const hit = bound.get(prop);
      if (hit !== undefined) return hit;
      const value: unknown = Reflect.get(t, prop);
      if (typeof value !== 'function') return value;
      const fn = value.bind(t);
      bound.set(prop, fn);
      return fn;
    },
  });
}

/**
 * postgres.js as drizzle uses it, with named prepared statements: drizzle sends every query with
 * `unsafe(text, params, { prepare: false })`, so postgres.js would parse and describe each one
 * again (two round trips). Here `unsafe` prepares, in transactions and savepoints too; postgres.js
 * keeps each connection's statements by text, so queries keep their text fixed (`anyOf` rather
 * than an `IN` list per length). Statements without parameters stay on the simple protocol.
 */
export function preparing(sql: PgSql): PgSql {
  const scope =
    (method: 'begin' | 'savepoint') =>
    (...args: unknown[]) => {
      const fn = args.pop() as (tx: PgSql) => unknown;
      const run = (sql as unknown as Record<string, (...a: unknown[]) => unknown>)[method];
      return run?.call(sql, ...args, (tx: PgSql) => fn(preparing(tx)));
    };
  return forwarding(sql, {
    unsafe: (text: string, params?: Parameters<PgSql['unsafe']>[1], opts?: object) =>
      sql.unsafe(text, params, { ...opts, prepare: true }),
    begin: scope('begin'),
    savepoint: scope('savepoint'),
  });
}

/**
 * The app's postgres.js client, in one wrapper: statements prepared (unless `prepare` is false),
 * the wait for a pool connection bounded (pool-wait.ts), statements and transactions counted
 * while in flight (in-flight.ts).
 */
function appClient(sql: PgSql, prepare: boolean, poolTimeoutMs: number, poolSize: number) {
  const work = poolWork();
  const counter = inFlightCounter(poolSize);
  const unsafe = (text: string, params?: Parameters<PgSql['unsafe']>[1], opts?: object) => {
    const query = sql.unsafe(text, params, prepare ? { ...opts, prepare: true } : opts);
    boundQuery(query, poolTimeoutMs, work);
    return counter.track(query);
  };
  const begin = (...args: unknown[]) => {
    const fn = args.pop() as (tx: PgSql) => unknown;
    args.push(prepare ? (tx: PgSql) => fn(preparing(tx)) : fn);
    return counter.track(boundBegin(sql, args, poolTimeoutMs, work));
  };
  return { client: forwarding(sql, { unsafe, begin }), activity: counter.activity };
}

/** PostgreSQL's limits on waiting (DATABASE_*_TIMEOUT_MS, see env.ts). */
export interface PgLimits {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  poolTimeoutMs: number;
}

/**
 * Pause before the next try to open a connection after `retries` failed ones: from 50 ms up to
 * 1 s (postgres.js's own grows to 20 s, so requests kept waiting long after the database was back).
 */
export const reconnectDelaySeconds = (retries: number) => Math.min(0.05 * 2 ** retries, 1);

async function openPostgres(
  url: string,
  poolSize: number,
  prepare: boolean,
  limits: PgLimits,
  onQuery?: (sql: string) => void,
): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    connect_timeout: limits.connectTimeoutMs / 1000,
    backoff: reconnectDelaySeconds,
    connection: { TimeZone: 'UTC', statement_timeout: limits.statementTimeoutMs },
  });
  const counted = appClient(client, prepare, limits.poolTimeoutMs, poolSize);
  const db = drizzle({ client: counted.client, schema, ...queryLogger(onQuery) }) as unknown as Db;
  const close = () => client.end({ timeout: 5 });
  return { db, kind: 'postgres', url, close, activity: counted.activity };
}

/** The one client factory: PostgreSQL when a URL is configured, embedded PGlite otherwise. */
export async function openDb(
  options: OpenDbOptions = {},
  env: DbEnv = readDbEnv(),
): Promise<DbHandle> {
  const url = options.url ?? env.DATABASE_URL;
  if (url)
    return openPostgres(
      url,
      options.poolSize ?? env.DATABASE_POOL_SIZE,
      options.prepare ?? env.DATABASE_PREPARE,
      {
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        poolTimeoutMs: env.DATABASE_POOL_TIMEOUT_MS,
      },
      options.onQuery,
    );
  return openPglite(options.pgliteDir ?? env.PGLITE_DIR, options.onQuery);
}
