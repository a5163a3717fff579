import { and, isNull } from 'drizzle-orm';
import { anyOf, departments, type Db } from '@app/db';
import type { FiltersListInput } from '@app/validators';
import { recordFields } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';

type DepartmentRow = typeof departments.$inferSelect;

const departmentList = recordList(departments, { name: 'string' }, ['name']);

export const toDepartmentDto = (r: DepartmentRow) => ({ ...recordFields(r), name: r.name });
export type DepartmentDto = ReturnType<typeof toDepartmentDto>;

/** `directory.departments`: departments. */
export async function listDepartments(db: Db, input: FiltersListInput) {
  return mapPage(await listPage(db, departmentList, input), (rows) => rows.map(toDepartmentDto));
}

/** Departments by id in one query; a deleted department is left out (and shows as null). */
export async function departmentsById(db: Db, ids: string[]): Promise<Map<string, DepartmentDto>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(departments)
    .where(and(anyOf(departments.id, ids), isNull(departments.deleted_at)));
  return new Map(rows.map((r) => [r.id, toDepartmentDto(r)]));
}
