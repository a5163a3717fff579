import { and, asc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { anyOf, agents, employees, users, type Db } from '@app/db';
import type { userDirectoryInput } from '@app/validators';
import type { z } from 'zod';
import { fullName, recordFields } from '../../lib/dto';
import { escapeLike, listPage, mapPage, recordList } from '../../lib/list';
import { toAgentDtos, type AgentDto } from './agents';
import { toEmployeeDtos, type EmployeeDto } from './employees';

type UserRow = typeof users.$inferSelect;
type UserDirectoryInput = z.infer<typeof userDirectoryInput>;

/** "Last First Second", skipping missing parts. */
const fullNameSql = sql<string>`concat_ws(' ', ${users.last_name}, ${users.first_name}, ${users.second_name})`;

// `directory.users` takes no `filters`: this whitelist serves `order_by`.
const userDirectoryList = recordList(users, { email: 'string' }, ['full_name', 'email'], {
  full_name: { expr: fullNameSql, kind: 'string' },
});

/** The oldest linked person of each user (a user normally has at most one of each). */
function firstByUser<T extends { user: string | null }>(dtos: T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const d of dtos) if (d.user && !map.has(d.user)) map.set(d.user, d);
  return map;
}

/** Directory entries of a page of users: the linked agents and employees come in one query each. */
async function toEntries(db: Db, rows: UserRow[]) {
  const ids = rows.map((r) => r.id);
  const [agentRows, employeeRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(agents)
            .where(and(anyOf(agents.user, ids), isNull(agents.deleted_at)))
            .orderBy(asc(agents.created_at), asc(agents.id)),
          db
            .select()
            .from(employees)
            .where(and(anyOf(employees.user, ids), isNull(employees.deleted_at)))
            .orderBy(asc(employees.created_at), asc(employees.id)),
        ]);
  const [agentDtos, employeeDtos] = await Promise.all([
    toAgentDtos(db, agentRows),
    toEmployeeDtos(db, employeeRows),
  ]);
  const agentByUser: Map<string, AgentDto> = firstByUser(agentDtos);
  const employeeByUser: Map<string, EmployeeDto> = firstByUser(employeeDtos);
  return rows.map((u) => ({
    ...recordFields(u),
    full_name: fullName(u),
    email: u.email,
    region: u.region,
    agent: agentByUser.get(u.id) ?? null,
    employee: employeeByUser.get(u.id) ?? null,
  }));
}

/**
 * `directory.users`: every person (not the system user, not API keys' service users); `full_name` is a case-insensitive "contains".
 */
export async function listUserDirectory(db: Db, input: UserDirectoryInput) {
  const scope: SQL[] = [eq(users.is_system, false), eq(users.is_service, false)];
  const name = input.filter.full_name;
  if (name) scope.push(ilike(fullNameSql, `%${escapeLike(name)}%`));
  const page = await listPage(
    db,
    userDirectoryList,
    { filter: { filters: [] }, pagination: input.pagination },
    scope,
  );
  return mapPage(page, (rows) => toEntries(db, rows));
}
