import { and, eq, isNull, sql } from 'drizzle-orm';
import { roles, userRoles, users, type Db } from '@app/db';
import type { RoleSlug } from '@app/validators';
import { preparedFor } from '../../lib/prepared';

export interface AuthUser {
  id: string;
  email: string;
  roles: RoleSlug[];
  /** The last password reset: access tokens issued before it are refused (context.ts). */
  credentialsChangedAt?: Date | null;
}

/** The user a token or session names, if that user may still act (active, not deleted, not system). */
export async function loadAuthUser(db: Db, id: string): Promise<AuthUser | null> {
  const query = preparedFor(db, 'loadAuthUser', () =>
    db
      .select({
        id: users.id,
        email: users.email,
        slug: roles.slug,
        credentialsChangedAt: users.credentials_changed_at,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.user_id, users.id))
      .leftJoin(roles, eq(roles.id, userRoles.role_id))
      .where(
        and(
          eq(users.id, sql.placeholder('id')),
          eq(users.active, true),
          isNull(users.deleted_at),
          eq(users.is_system, false),
          eq(users.is_service, false),
        ),
      )
      .prepare('loadAuthUser'),
  );
  const rows = await query.execute({ id });
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    email: first.email,
    roles: rows.flatMap((r) => (r.slug ? [r.slug as RoleSlug] : [])),
    credentialsChangedAt: first.credentialsChangedAt,
  };
}

/** How long a signed-in user's roles and active flag may be served from memory. */
export const AUTH_USER_CACHE_MS = 5_000;
const authCache = new WeakMap<Db, Map<string, { at: number; user: AuthUser | null }>>();

/**
 * `loadAuthUser` with a short per-process cache: every API call needs the caller, and a busy
 * client makes many calls a second. A deactivation or role change takes effect within 5 s.
 */
export async function loadAuthUserCached(
  db: Db,
  id: string,
  now = Date.now(),
): Promise<AuthUser | null> {
  let byId = authCache.get(db);
  if (!byId) authCache.set(db, (byId = new Map()));
  const hit = byId.get(id);
  if (hit && now - hit.at < AUTH_USER_CACHE_MS) return hit.user;
  const user = await loadAuthUser(db, id);
  if (byId.size > 10_000) byId.clear();
  byId.set(id, { at: now, user });
  return user;
}

/**
 * Drops a user from this process's cache at once (a password reset): the next call reads the
 * user again. Other instances read it again within AUTH_USER_CACHE_MS.
 */
export function forgetAuthUser(db: Db, id: string): void {
  authCache.get(db)?.delete(id);
}
