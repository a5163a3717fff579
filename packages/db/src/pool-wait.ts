/**
 * A bound on how long a query waits for a pool connection (DATABASE_POOL_TIMEOUT_MS): past it, a
 * query no connection took is cancelled and fails POOL_BUSY (all connections taken) or POOL_TIMEOUT
 * (none can be opened). Why and how: docs/decisions.md, "How the pool bound tells them apart".
 */
import type { Sql as PgSql } from 'postgres';

/** postgres.js's Query, as far as the bound needs it. */
interface PendingQuery {
  state: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  cancel: () => unknown;
}

/**
 * The error of a query that found no connection in time: `POOL_BUSY` when the pool's connections
 * were all taken by work in progress, `POOL_TIMEOUT` when none could be opened.
 */
export function poolTimeout(ms: number, busy = false): Error & { code: string } {
  return Object.assign(
    new Error(
      busy
        ? `every database connection stayed busy for ${ms} ms`
        : `no database connection within ${ms} ms`,
    ),
    { code: busy ? 'POOL_BUSY' : 'POOL_TIMEOUT' },
  );
}

/** What one bounded pool has in progress: its queries not yet settled, its open transactions. */
export interface PoolWork {
  queries: Set<PendingQuery>;
  transactions: number;
}

export const poolWork = (): PoolWork => ({ queries: new Set(), transactions: 0 });

/** Is anything of `work` but `self` on a connection now (the database answers, all are taken)? */
const onConnections = (work: PoolWork, self?: PendingQuery) =>
  work.transactions > 0 || [...work.queries].some((q) => q !== self && Boolean(q.state));

/** Bounds a postgres.js query's wait for a connection to `ms`. */
export function boundQuery(pending: unknown, ms: number, work: PoolWork): void {
  const query = pending as PendingQuery;
  const { resolve, reject } = query;
  work.queries.add(query);
  const timer = setTimeout(() => {
    if (query.state) return; // on a connection already: statement_timeout bounds it
    query.reject(poolTimeout(ms, onConnections(work, query)));
    query.cancel(); // postgres.js drops it from its queue: it never runs later
  }, ms);
  timer.unref();
  query.resolve = (value) => {
    clearTimeout(timer);
    work.queries.delete(query);
    resolve(value);
  };
  query.reject = (error) => {
    clearTimeout(timer);
    work.queries.delete(query);
    reject(error);
  };
}

/** `target.begin(...args)` whose wait for a connection is bounded to `ms`. */
export function boundBegin(
  target: PgSql,
  args: unknown[],
  ms: number,
  work: PoolWork,
): Promise<unknown> {
  const fn = args.pop() as (tx: PgSql) => unknown;
  let state: 'waiting' | 'started' | 'abandoned' = 'waiting';
  let timer: NodeJS.Timeout | undefined;
  const begun = (target.begin as (...a: unknown[]) => Promise<unknown>)(
    ...args,
    async (tx: PgSql) => {
      if (state === 'abandoned') throw poolTimeout(ms); // BEGIN came too late: body refused
      state = 'started';
      clearTimeout(timer);
      work.transactions++;
      try {
        return await fn(tx);
      } finally {
        work.transactions--;
      }
    },
  );
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (state !== 'waiting') return;
      state = 'abandoned';
      begun.catch(() => {}); // its own failure (or the refusal above) is no longer awaited
      reject(poolTimeout(ms, onConnections(work)));
    }, ms);
    timer.unref();
  });
  return Promise.race([begun, late]).finally(() => clearTimeout(timer));
}
