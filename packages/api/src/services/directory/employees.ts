import { employees, type Db } from '@app/db';
import type { FiltersListInput } from '@app/validators';
import { recordFields } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';
import { departmentsById } from './departments';
import { rolesOfEmployees } from './roles';
import { PERSON_COLUMNS, PERSON_ORDER, personNames, distinct } from './shared';

type EmployeeRow = typeof employees.$inferSelect;

const employeeList = recordList(employees, { ...PERSON_COLUMNS, department: 'uuid' }, PERSON_ORDER);

/** Employees (docs/api.md) with their roles and department: one query per relation, whatever the count. */
export async function toEmployeeDtos(db: Db, rows: EmployeeRow[]) {
  const [roles, departments] = await Promise.all([
    rolesOfEmployees(
      db,
      rows.map((r) => r.id),
    ),
    departmentsById(db, distinct(rows.map((r) => r.department))),
  ]);
  return rows.map((r) => ({
    ...recordFields(r),
    ...personNames(r),
    roles: roles.get(r.id) ?? [],
    user: r.user,
    department: (r.department ? departments.get(r.department) : undefined) ?? null,
  }));
}
export type EmployeeDto = Awaited<ReturnType<typeof toEmployeeDtos>>[number];

/** `directory.employees`: the developer's employees with their department and job roles. */
export async function listEmployees(db: Db, input: FiltersListInput) {
  return mapPage(await listPage(db, employeeList, input), (rows) => toEmployeeDtos(db, rows));
}
