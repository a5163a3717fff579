import type { Db } from '@app/db';

/**
 * A drizzle query built once per process and kept, for the hot paths (validOn, the quote, the
 * booking create's reads): drizzle renders a query anew on every call (walking every column of
 * every joined table), which cost more CPU than the rest of the call. `build` writes the query
 * with `sql.placeholder(…)` for the values and ends with `.prepare(key)`; the caller runs it with
 * `.execute({ …values })`. The statement text is the same as the unprepared query's, so
 * PostgreSQL's named statement and the statement budgets do not change.
 *
 * A prepared query carries the session it was built on (its driver client and its logger). The
 * text, parameters and field mapping depend only on the driver, so the built query is kept per
 * driver and `key`, and each call gets a view of it bound to the calling handle's session: the
 * process's database, a test's database (with its own statement logger), or a transaction, which
 * is a new handle every time (before, a transaction rebuilt its queries on each call). `key`
 * names the query's shape (kind, which filters are present): each shape is one entry.
 */
const cache = new Map<string, object>();

/** The parts of drizzle's session and prepared query that tie a query to one handle. */
interface SessionBinding {
  client: unknown;
  logger: unknown;
}

function sessionOf(db: Db): SessionBinding & { constructor: { name: string } } {
  return (db as unknown as { session: SessionBinding & { constructor: { name: string } } }).session;
}

export function preparedFor<Q extends object>(db: Db, key: string, build: () => Q): Q {
  const session = sessionOf(db);
  const cacheKey = `${session.constructor.name}:${key}`;
  let query = cache.get(cacheKey) as Q | undefined;
  if (query === undefined) cache.set(cacheKey, (query = build()));
  const bound = query as Q & SessionBinding;
  if (bound.client === session.client && bound.logger === session.logger) return query;
  // A view of the built query for this session: everything else is read from the original.
  const view = Object.create(query) as Q & SessionBinding;
  view.client = session.client;
  view.logger = session.logger;
  return view;
}
