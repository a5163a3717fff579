import 'server-only';
import { getDb } from '@app/api/server';

/** Regions (local projection of the reference service) for the region pickers. */
export async function listRegions(): Promise<{ value: string; label: string }[]> {
  const db = await getDb();
  const rows = await db.query.regions.findMany({
    where: (r, { and, eq, isNull }) => and(isNull(r.deleted_at), eq(r.active, true)),
    orderBy: (r, { asc }) => [asc(r.name)],
    columns: { id: true, name: true },
  });
  return rows.map((r) => ({ value: r.id, label: r.name }));
}
