import { anyOf, users, type Db } from '@app/db';
import { fullName } from '../../lib/dto';

/** How long a name may be served from memory: names change rarely, lists show them on every row. */
export const NAMES_CACHE_MS = 30_000;
const MAX_CACHED = 10_000;
const caches = new WeakMap<Db, Map<string, { at: number; name: string }>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/**
 * Full names of any number of users, keyed by id: records carry the names of the people they
 * mention (owner, responsible, history author), which every role may see. Served from a 30 s
 * per-process cache, so a list page usually needs no query for them; the ones missing come in
 * one query. A name changed here shows at once (`forgetNames`), one changed through another
 * instance within 30 s.
 */
export async function fullNames(
  db: Db,
  ids: readonly string[],
  now = Date.now(),
): Promise<ReadonlyMap<string, string>> {
  const cache = cacheOf(db);
  const names = new Map<string, string>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const hit = cache.get(id);
    if (hit && now - hit.at < NAMES_CACHE_MS) names.set(id, hit.name);
    else missing.push(id);
  }
  if (missing.length === 0) return names;
  const rows = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      second_name: users.second_name,
    })
    .from(users)
    .where(anyOf(users.id, missing));
  if (cache.size > MAX_CACHED) cache.clear();
  for (const u of rows) {
    const name = fullName(u);
    names.set(u.id, name);
    cache.set(u.id, { at: now, name });
  }
  return names;
}

/** Drops cached names (after a user's name changes). */
export function forgetNames(db: Db, ids: readonly string[]): void {
  const cache = caches.get(db);
  for (const id of ids) cache?.delete(id);
}

/** A user as a message or a document names them: the full name, else the e-mail address. */
export async function displayName(db: Db, user: { id: string; email: string }): Promise<string> {
  return (await fullNames(db, [user.id])).get(user.id) || user.email;
}
