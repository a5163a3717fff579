import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { anyOf, roles, userRoles, users, type Db } from '@app/db';
import { iso, recordFields } from '../../lib/dto';

type UserRow = typeof users.$inferSelect;

/** Roles of many users in one query, as slugs, keyed by user id. */
export async function rolesByUser(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ user_id: userRoles.user_id, slug: roles.slug })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(anyOf(userRoles.user_id, userIds))
    .orderBy(roles.slug);
  for (const r of rows) (map.get(r.user_id) ?? map.set(r.user_id, []).get(r.user_id))?.push(r.slug);
  return map;
}

const col = (c: PgColumn) => sql.identifier(c.name);
/**
 * A user's role slugs, sorted, as a column of the user's own row (no second statement). Written
 * with aliases: drizzle leaves columns unqualified in a one-table select, which would make the
 * subquery's `id` its own.
 */
export const userRoleSlugs = sql<string[]>`array(
  select r.${col(roles.slug)} from ${userRoles} ur join ${roles} r on r.${col(roles.id)} = ur.${col(userRoles.role_id)}
  where ur.${col(userRoles.user_id)} = ${users}.${col(users.id)} order by 1)`;

/** The public User shape of docs/api.md: never the password hash. */
export function toUserDto(u: UserRow, userRolesList: string[]) {
  return {
    ...recordFields(u),
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    second_name: u.second_name,
    phone: u.phone,
    region: u.region,
    birth_date: iso(u.birth_date),
    roles: userRolesList,
    settings: u.settings,
  };
}
export type UserDto = ReturnType<typeof toUserDto>;

export async function toUserDtos(db: Db, rows: UserRow[]): Promise<UserDto[]> {
  const byUser = await rolesByUser(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUserDto(r, byUser.get(r.id) ?? []));
}
