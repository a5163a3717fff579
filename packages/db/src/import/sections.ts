/** One function per section of the file, in dependency order: departments, partners, employees, agents. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  agentPartners,
  agentRoles,
  agents,
  departments,
  employeeRoles,
  employees,
  partners,
} from '../schema';
import {
  liveDepartments,
  liveEmployees,
  livePartners,
  roleIdsByTitle,
  usersByEmail,
} from './references';
import { checkRecords, countOutcomes, keepResolved, type ImportReport } from './run';
import {
  agentRecord,
  departmentRecord,
  employeeRecord,
  partnerRecord,
  type AgentRecord,
  type EmployeeRecord,
  type ImportFile,
} from './schema';
import { syncLinks, upsertById, type Link } from './upsert';

/** Only the keys present in the record (absent = leave as is; null = clear). */
function present<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) if (Object.hasOwn(record, k)) out[k] = record[k];
  return out;
}

export async function importDepartments(
  db: Db,
  report: ImportReport,
  file: ImportFile,
): Promise<void> {
  const records = checkRecords(report, 'departments', file.departments, departmentRecord).map(
    (r) => r.record,
  );
  const outcomes = await upsertById(records, {
    load: (ids) => db.select().from(departments).where(inArray(departments.id, ids)),
    insert: async (rs) => {
      await db
        .insert(departments)
        .values(rs.map((r) => ({ id: r.id, name: r.name, active: r.active ?? true })));
    },
    update: async (id, changes) => {
      await db.update(departments).set(changes).where(eq(departments.id, id));
    },
    fields: (r) => present(r, ['name', 'active'] as const),
  });
  countOutcomes(report, 'departments', outcomes);
}

const PARTNER_FIELDS = [
  'name',
  'inn',
  'legal_name',
  'partner_type',
  'region',
  'comment',
  'subsidiary',
  'active',
] as const;

export async function importPartners(
  db: Db,
  report: ImportReport,
  file: ImportFile,
): Promise<void> {
  const records = checkRecords(report, 'partners', file.partners, partnerRecord).map(
    (r) => r.record,
  );
  const outcomes = await upsertById(records, {
    load: (ids) => db.select().from(partners).where(inArray(partners.id, ids)),
    insert: async (rs) => {
      await db
        .insert(partners)
        .values(
          rs.map((r) => ({ ...present(r, PARTNER_FIELDS), id: r.id, name: r.name, inn: r.inn })),
        );
    },
    update: async (id, changes) => {
      await db.update(partners).set(changes).where(eq(partners.id, id));
    },
    fields: (r) => present(r, PARTNER_FIELDS),
  });
  countOutcomes(report, 'partners', outcomes);
}

const PERSON_FIELDS = ['first_name', 'last_name', 'second_name', 'active'] as const;

type Problem = { field: string; message: string };

/** The user account and job roles shared by employees and agents. */
async function personRefs(db: Db, report: ImportReport, records: (EmployeeRecord | AgentRecord)[]) {
  const userIds = await usersByEmail(
    db,
    records.map((r) => r.user_email),
  );
  const check = (r: EmployeeRecord | AgentRecord): Problem[] =>
    r.user_email && !userIds.has(r.user_email.toLowerCase())
      ? [{ field: 'user_email', message: `No user with e-mail ${r.user_email}` }]
      : [];
  const userOf = (r: EmployeeRecord | AgentRecord): { user?: string | null } =>
    r.user_email === undefined
      ? {}
      : { user: r.user_email ? (userIds.get(r.user_email.toLowerCase()) ?? null) : null };
  const roleIdsOf = async (kept: (EmployeeRecord | AgentRecord)[]) => {
    const byTitle = await roleIdsByTitle(
      db,
      report,
      kept.flatMap((r) => r.roles ?? []),
    );
    return (r: EmployeeRecord | AgentRecord) => r.roles?.flatMap((t) => byTitle.get(t) ?? []);
  };
  return { check, userOf, roleIdsOf };
}

export async function importEmployees(
  db: Db,
  report: ImportReport,
  file: ImportFile,
): Promise<void> {
  const accepted = checkRecords(report, 'employees', file.employees, employeeRecord);
  const all = accepted.map((a) => a.record);
  const [people, departmentIds] = await Promise.all([
    personRefs(db, report, all),
    liveDepartments(
      db,
      all.map((r) => r.department),
    ),
  ]);
  const records = keepResolved(report, 'employees', accepted, (r) => [
    ...people.check(r),
    ...(r.department && !departmentIds.has(r.department)
      ? [{ field: 'department', message: `Department ${r.department} not found` }]
      : []),
  ]);
  const roleIds = await people.roleIdsOf(records);
  const fields = (r: EmployeeRecord): Partial<typeof employees.$inferSelect> => ({
    ...present(r, [...PERSON_FIELDS, 'department'] as const),
    ...people.userOf(r),
  });
  const outcomes = await upsertById(records, {
    load: (ids) => db.select().from(employees).where(inArray(employees.id, ids)),
    insert: async (rs) => {
      await db
        .insert(employees)
        .values(rs.map((r) => ({ ...fields(r), id: r.id, first_name: r.first_name })));
    },
    update: async (id, changes) => {
      await db.update(employees).set(changes).where(eq(employees.id, id));
    },
    fields,
  });
  await syncLinks(
    records.map((r) => ({ id: r.id, targets: roleIds(r) })),
    outcomes,
    {
      load: (ids) =>
        db
          .select({ owner: employeeRoles.employee_id, target: employeeRoles.role_id })
          .from(employeeRoles)
          .where(inArray(employeeRoles.employee_id, ids)),
      removeAll: async (ids) => {
        await db.delete(employeeRoles).where(inArray(employeeRoles.employee_id, ids));
      },
      add: async (links: Link[]) => {
        await db
          .insert(employeeRoles)
          .values(links.map((l) => ({ employee_id: l.owner, role_id: l.target })));
      },
      touch: async (ids) => {
        await db
          .update(employees)
          .set({ updated_at: new Date() })
          .where(inArray(employees.id, ids));
      },
    },
  );
  countOutcomes(report, 'employees', outcomes);
}

export async function importAgents(db: Db, report: ImportReport, file: ImportFile): Promise<void> {
  const accepted = checkRecords(report, 'agents', file.agents, agentRecord);
  const all = accepted.map((a) => a.record);
  const [people, partnerIds, curatorIds] = await Promise.all([
    personRefs(db, report, all),
    livePartners(
      db,
      all.flatMap((r) => r.partners ?? []),
    ),
    liveEmployees(
      db,
      all.map((r) => r.curator),
    ),
  ]);
  const records = keepResolved(report, 'agents', accepted, (r) => [
    ...people.check(r),
    ...(r.partners ?? []).flatMap((p, i) =>
      partnerIds.has(p) ? [] : [{ field: `partners.${i}`, message: `Partner ${p} not found` }],
    ),
    ...(r.curator && !curatorIds.has(r.curator)
      ? [{ field: 'curator', message: `Employee ${r.curator} (curator) not found` }]
      : []),
  ]);
  const roleIds = await people.roleIdsOf(records);
  const fields = (r: AgentRecord): Partial<typeof agents.$inferSelect> => ({
    ...present(r, [...PERSON_FIELDS, 'curator'] as const),
    ...people.userOf(r),
  });
  const outcomes = await upsertById(records, {
    load: (ids) => db.select().from(agents).where(inArray(agents.id, ids)),
    insert: async (rs) => {
      await db
        .insert(agents)
        .values(rs.map((r) => ({ ...fields(r), id: r.id, first_name: r.first_name })));
    },
    update: async (id, changes) => {
      await db.update(agents).set(changes).where(eq(agents.id, id));
    },
    fields,
  });
  await syncLinks(
    records.map((r) => ({ id: r.id, targets: roleIds(r) })),
    outcomes,
    {
      load: (ids) =>
        db
          .select({ owner: agentRoles.agent_id, target: agentRoles.role_id })
          .from(agentRoles)
          .where(inArray(agentRoles.agent_id, ids)),
      removeAll: async (ids) => {
        await db.delete(agentRoles).where(inArray(agentRoles.agent_id, ids));
      },
      add: async (links) => {
        await db
          .insert(agentRoles)
          .values(links.map((l) => ({ agent_id: l.owner, role_id: l.target })));
      },
      touch: async (ids) => {
        await db.update(agents).set({ updated_at: new Date() }).where(inArray(agents.id, ids));
      },
    },
  );
  await syncLinks(
    records.map((r) => ({ id: r.id, targets: r.partners })),
    outcomes,
    {
      load: (ids) =>
        db
          .select({ owner: agentPartners.agent_id, target: agentPartners.partner_id })
          .from(agentPartners)
          .where(inArray(agentPartners.agent_id, ids)),
      removeAll: async (ids) => {
        await db.delete(agentPartners).where(inArray(agentPartners.agent_id, ids));
      },
      add: async (links) => {
        await db
          .insert(agentPartners)
          .values(links.map((l) => ({ agent_id: l.owner, partner_id: l.target })));
      },
      touch: async (ids) => {
        await db.update(agents).set({ updated_at: new Date() }).where(inArray(agents.id, ids));
      },
    },
  );
  countOutcomes(report, 'agents', outcomes);
}
