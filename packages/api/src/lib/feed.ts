import { sql, type SQL } from 'drizzle-orm';

/**
 * The `set` of an upsert from a feed: the named columns take the incoming (`excluded`) values and
 * `updated_at` becomes now. Column names come from code, never from the feed.
 */
export function takeFromFeed<C extends string>(
  columns: readonly C[],
): Record<C | 'updated_at', SQL> {
  const set = Object.fromEntries(columns.map((c) => [c, sql`excluded.${sql.identifier(c)}`]));
  return { ...set, updated_at: sql`now()` } as Record<C | 'updated_at', SQL>;
}
