import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

/**
 * Reads `GET <baseUrl>/<path>`: a JSON array validated record by record. A malformed record or an
 * error answer fails the whole read, so a sync never writes half a feed.
 */
export async function fetchFeed<T extends z.ZodType>(
  baseUrl: string,
  path: string,
  record: T,
  fetchImpl: typeof fetch = fetch,
): Promise<z.output<T>[]> {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${url.origin} answered ${res.status} for /${path}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error(`${url.origin}/${path} did not answer a JSON array`);
  return body.map((r) => record.parse(r));
}

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
