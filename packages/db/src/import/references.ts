/** Looks up what import records refer to: one query per kind of reference. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { departments, employees, partners, staffRoles, users } from '../schema';
import type { ImportReport } from './run';

const distinct = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => typeof v === 'string')),
];

async function liveIds(
  db: Db,
  table: typeof departments | typeof partners | typeof employees,
  ids: (string | null | undefined)[],
): Promise<Set<string>> {
  const wanted = distinct(ids);
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, wanted), isNull(table.deleted_at)));
  return new Set(rows.map((r) => r.id));
}

export const liveDepartments = (db: Db, ids: (string | null | undefined)[]) =>
  liveIds(db, departments, ids);
export const livePartners = (db: Db, ids: (string | null | undefined)[]) =>
  liveIds(db, partners, ids);
export const liveEmployees = (db: Db, ids: (string | null | undefined)[]) =>
  liveIds(db, employees, ids);

/** User ids by lower-cased e-mail (active or not; never the system user). */
export async function usersByEmail(
  db: Db,
  emails: (string | null | undefined)[],
): Promise<Map<string, string>> {
  const wanted = distinct(emails).map((e) => e.toLowerCase());
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.email})`, wanted),
        isNull(users.deleted_at),
        eq(users.is_system, false),
      ),
    );
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
}

/**
 * Job role ids by title. Titles not known yet are created (the file is how roles are loaded);
 * a soft-deleted role named again is restored. Both are listed in the report.
 */
export async function roleIdsByTitle(
  db: Db,
  report: ImportReport,
  titles: (string | null | undefined)[],
): Promise<Map<string, string>> {
  const wanted = distinct(titles);
  if (wanted.length === 0) return new Map();
  const existing = await db.select().from(staffRoles).where(inArray(staffRoles.title, wanted));
  const known = new Set(existing.map((r) => r.title));
  const missing = wanted.filter((t) => !known.has(t));
  if (missing.length > 0) {
    await db
      .insert(staffRoles)
      .values(missing.map((title) => ({ title })))
      .onConflictDoNothing();
  }
  const restored = existing.filter((r) => r.deleted_at !== null).map((r) => r.title);
  if (restored.length > 0) {
    await db
      .update(staffRoles)
      .set({ deleted_at: null, updated_at: new Date() })
      .where(inArray(staffRoles.title, restored));
  }
  report.created_roles.push(...missing, ...restored);
  const rows = await db
    .select({ id: staffRoles.id, title: staffRoles.title })
    .from(staffRoles)
    .where(inArray(staffRoles.title, wanted));
  return new Map(rows.map((r) => [r.title, r.id]));
}
