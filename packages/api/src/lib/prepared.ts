import type { Db } from '@app/db';

/**
 * A drizzle query built once per database handle and kept, for the hot reads (validOn, the
 * quote): drizzle renders a select anew on every call (walking every column of every joined
 * table), which cost more CPU than the rest of the call. `build` writes the query with
 * `sql.placeholder(…)` for the values and ends with `.prepare(key)`; the caller runs it with
 * `.execute({ …values })`. The statement text is the same as the unprepared query's, so
 * PostgreSQL's named statement and the statement budgets do not change.
 *
 * Kept per handle in a WeakMap: the process's database (and a test's) gets its queries once; a
 * transaction handle is short-lived, so its entries go with it. `key` names the query's shape
 * (kind, which filters are present): each shape is one entry.
 */
const cache = new WeakMap<Db, Map<string, unknown>>();

export function preparedFor<Q>(db: Db, key: string, build: () => Q): Q {
  let queries = cache.get(db);
  if (!queries) cache.set(db, (queries = new Map()));
  let query = queries.get(key) as Q | undefined;
  if (query === undefined) queries.set(key, (query = build()));
  return query;
}
