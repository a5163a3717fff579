import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { anyOf, agentRoles, employeeRoles, staffRoles, type Db } from '@app/db';
import type { FiltersListInput } from '@app/validators';
import { recordFields } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';
import { groupBy } from './shared';

type StaffRoleRow = typeof staffRoles.$inferSelect;

const staffRoleList = recordList(staffRoles, { title: 'string' }, ['title']);

/** A job role as listed by `directory.roles` and nested in employees and agents. */
export const toStaffRoleDto = (r: StaffRoleRow) => ({ ...recordFields(r), title: r.title });
export type StaffRoleDto = ReturnType<typeof toStaffRoleDto>;

/**
 * `directory.roles`: job roles of employees and agents (not the authentication roles of
 * `auth.roles`).
 */
export async function listStaffRoles(db: Db, input: FiltersListInput) {
  return mapPage(await listPage(db, staffRoleList, input), (rows) => rows.map(toStaffRoleDto));
}

interface RoleLink {
  table: PgTable;
  owner: AnyPgColumn;
  role: AnyPgColumn;
}
const EMPLOYEE_ROLES: RoleLink = {
  table: employeeRoles,
  owner: employeeRoles.employee_id,
  role: employeeRoles.role_id,
};
const AGENT_ROLES: RoleLink = {
  table: agentRoles,
  owner: agentRoles.agent_id,
  role: agentRoles.role_id,
};

/** The (not deleted) roles of many owners in one query, by title, keyed by owner id. */
async function rolesOf(
  db: Db,
  link: RoleLink,
  ownerIds: string[],
): Promise<Map<string, StaffRoleDto[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ owner: link.owner, role: staffRoles })
    .from(link.table)
    .innerJoin(staffRoles, eq(staffRoles.id, link.role))
    .where(and(anyOf(link.owner, ownerIds), isNull(staffRoles.deleted_at)))
    .orderBy(asc(staffRoles.title), asc(staffRoles.id));
  return groupBy(
    rows,
    (r) => String(r.owner),
    (r) => toStaffRoleDto(r.role),
  );
}

export const rolesOfEmployees = (db: Db, ids: string[]) => rolesOf(db, EMPLOYEE_ROLES, ids);
export const rolesOfAgents = (db: Db, ids: string[]) => rolesOf(db, AGENT_ROLES, ids);
