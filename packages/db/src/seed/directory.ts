import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  agentPartners,
  agentRoles,
  agents,
  departments,
  employeeRoles,
  employees,
  partners,
  staffRoles,
} from '../schema';
import { demoUserId } from './accounts';
import {
  AGENTS,
  DEPARTMENTS,
  EMPLOYEES,
  PARTNERS,
  STAFF_ROLES,
  type DepartmentKey,
} from './data/directory';
import { seedId } from './ids';
import { regionId } from './reference';

export const departmentId = (key: DepartmentKey) => seedId(`department:${key}`);
export const partnerId = (key: string) => seedId(`partner:${key}`);
export const partnerTypeId = (key: string) => seedId(`partner-type:${key}`);
export const employeeId = (key: string) => seedId(`employee:${key}`);
export const agentId = (key: string) => seedId(`agent:${key}`);
export const staffRoleId = (title: string) => seedId(`staff-role:${title}`);

/** Departments, job roles, partners, employees and agents, with their links. */
export async function seedDirectory(db: Db): Promise<void> {
  await db
    .insert(departments)
    .values(DEPARTMENTS.map((d) => ({ id: departmentId(d.key), name: d.name })))
    .onConflictDoNothing();

  // A title may already exist under another id (loaded by the import): link to whichever id holds it.
  await db
    .insert(staffRoles)
    .values(STAFF_ROLES.map((title) => ({ id: staffRoleId(title), title })))
    .onConflictDoNothing();
  const roleRows = await db
    .select({ id: staffRoles.id, title: staffRoles.title })
    .from(staffRoles)
    .where(inArray(staffRoles.title, [...STAFF_ROLES]));
  const roleIdByTitle = new Map(roleRows.map((r) => [r.title, r.id]));
  const roleId = (title: string) => roleIdByTitle.get(title) ?? staffRoleId(title);

  await db
    .insert(partners)
    .values(
      PARTNERS.map((p) => ({
        id: partnerId(p.key),
        name: p.name,
        inn: p.inn,
        legal_name: p.legal_name,
        partner_type: p.type ? partnerTypeId(p.type) : null,
        region: regionId(p.region),
        comment: p.comment,
        subsidiary: p.subsidiary,
        active: p.active ?? true,
      })),
    )
    .onConflictDoNothing();

  // Links are added only with a newly inserted person, so a re-run never restores links that were
  // changed since (by the import) and changes nothing on a seeded database.
  const insertedEmployees = await db
    .insert(employees)
    .values(
      EMPLOYEES.map((e) => ({
        id: employeeId(e.key),
        first_name: e.first_name,
        last_name: e.last_name,
        second_name: e.second_name,
        user: e.user ? demoUserId(e.user) : null,
        department: e.department ? departmentId(e.department) : null,
        active: e.active ?? true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: employees.id });
  const newEmployees = new Set(insertedEmployees.map((r) => r.id));
  const employeeRoleRows = EMPLOYEES.filter((e) => newEmployees.has(employeeId(e.key))).flatMap(
    (e) => e.roles.map((title) => ({ employee_id: employeeId(e.key), role_id: roleId(title) })),
  );
  if (employeeRoleRows.length > 0)
    await db.insert(employeeRoles).values(employeeRoleRows).onConflictDoNothing();

  const insertedAgents = await db
    .insert(agents)
    .values(
      AGENTS.map((a) => ({
        id: agentId(a.key),
        first_name: a.first_name,
        last_name: a.last_name,
        second_name: a.second_name,
        user: a.user ? demoUserId(a.user) : null,
        curator: a.curator ? employeeId(a.curator) : null,
        active: a.active ?? true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: agents.id });
  const newAgents = new Set(insertedAgents.map((r) => r.id));
  const agentRows = AGENTS.filter((a) => newAgents.has(agentId(a.key)));
  const agentRoleRows = agentRows.flatMap((a) =>
    a.roles.map((title) => ({ agent_id: agentId(a.key), role_id: roleId(title) })),
  );
  if (agentRoleRows.length > 0)
    await db.insert(agentRoles).values(agentRoleRows).onConflictDoNothing();
  const agentPartnerRows = agentRows.flatMap((a) =>
    a.partners.map((key) => ({ agent_id: agentId(a.key), partner_id: partnerId(key) })),
  );
  if (agentPartnerRows.length > 0)
    await db.insert(agentPartners).values(agentPartnerRows).onConflictDoNothing();
}
