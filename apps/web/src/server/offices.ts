import 'server-only';
import { getDb } from '@app/api/server';

/** A sales office as the payment schedule's select offers it. */
export interface OfficeOption {
  value: string;
  label: string;
  address: string;
}

/** Sales offices (local projection of the reference service), active ones, by name. */
export async function listOffices(): Promise<OfficeOption[]> {
  const db = await getDb();
  const rows = await db.query.offices.findMany({
    where: (o, { and, eq, isNull }) => and(isNull(o.deleted_at), eq(o.active, true)),
    orderBy: (o, { asc }) => [asc(o.name)],
    columns: { id: true, name: true, address: true },
  });
  return rows.map((o) => ({ value: o.id, label: o.name, address: o.address }));
}
