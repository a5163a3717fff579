import { and, eq, isNull } from 'drizzle-orm';
import { roles, userRoles, users, type Db } from '@app/db';
import type { RoleSlug } from '@app/validators';

export interface AuthUser {
  id: string;
  email: string;
  roles: RoleSlug[];
}

/** The user a token or session names, if that user may still act (active, not deleted, not system). */
export async function loadAuthUser(db: Db, id: string): Promise<AuthUser | null> {
  const rows = await db
    .select({ id: users.id, email: users.email, slug: roles.slug })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(eq(users.id, id), eq(users.active, true), isNull(users.deleted_at), eq(users.is_system, false)));
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    email: first.email,
    roles: rows.flatMap((r) => (r.slug ? [r.slug as RoleSlug] : [])),
  };
}
