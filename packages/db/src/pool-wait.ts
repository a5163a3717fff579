/**
 * A bound on how long a query waits for a pool connection (DATABASE_POOL_TIMEOUT_MS). postgres.js
 * queues a query until a connection opens and retries opening one for as long as the database is
 * away, so without a bound a request waits for the whole outage. Past the bound a query that no
 * connection took yet is cancelled (postgres.js drops it from its queue; it never runs later) and
 * fails with POOL_TIMEOUT, which the API answers as 503 DATABASE_UNAVAILABLE. A query already
 * sent is bounded by statement_timeout instead. A transaction whose BEGIN waits too long fails the
 * same way; if its connection comes later, its body is refused and rolled back, never run.
 */
import type { Sql as PgSql } from 'postgres';

/** postgres.js's Query, as far as the bound needs it. */
interface PendingQuery {
  state: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  cancel: () => unknown;
}

/** The error of a query that found no connection in time (code `POOL_TIMEOUT`). */
export function poolTimeout(ms: number): Error & { code: string } {
  return Object.assign(new Error(`no database connection within ${ms} ms`), {
    code: 'POOL_TIMEOUT',
  });
}

function boundQuery(query: PendingQuery, ms: number): void {
  const { resolve, reject } = query;
  const timer = setTimeout(() => {
    if (query.state) return; // on a connection already: statement_timeout bounds it
    query.reject(poolTimeout(ms));
    query.cancel();
  }, ms);
  timer.unref();
  query.resolve = (value) => {
    clearTimeout(timer);
    resolve(value);
  };
  query.reject = (error) => {
    clearTimeout(timer);
    reject(error);
  };
}

function boundBegin(target: PgSql, args: unknown[], ms: number): Promise<unknown> {
  const fn = args.pop() as (tx: PgSql) => unknown;
  let state: 'waiting' | 'started' | 'abandoned' = 'waiting';
  let timer: NodeJS.Timeout | undefined;
  const begun = (target.begin as (...a: unknown[]) => Promise<unknown>)(...args, (tx: PgSql) => {
    if (state === 'abandoned') throw poolTimeout(ms);
    state = 'started';
    clearTimeout(timer);
    return fn(tx);
  });
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (state !== 'waiting') return;
      state = 'abandoned';
      begun.catch(() => {}); // its own failure (or the refusal above) is no longer awaited
      reject(poolTimeout(ms));
    }, ms);
    timer.unref();
  });
  return Promise.race([begun, late]).finally(() => clearTimeout(timer));
}

/** `sql` whose queries and transactions wait at most `ms` for a connection. */
export function boundPoolWait(sql: PgSql, ms: number): PgSql {
  return new Proxy(sql, {
    get(target, prop) {
      if (prop === 'unsafe')
        return (...args: Parameters<PgSql['unsafe']>) => {
          const query = target.unsafe(...args);
          boundQuery(query as unknown as PendingQuery, ms);
          return query;
        };
      if (prop === 'begin') return (...args: unknown[]) => boundBegin(target, args, ms);
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
