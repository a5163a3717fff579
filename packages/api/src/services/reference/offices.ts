import { and, eq, isNull } from 'drizzle-orm';
import { offices, type Db } from '@app/db';
import { notFound } from '../../errors';

/** An office of the projection (a payment schedule names one); 404 when unknown or removed. */
export async function findOffice(db: Db, id: string) {
  const [office] = await db
    .select({ id: offices.id, name: offices.name, address: offices.address })
    .from(offices)
    .where(and(eq(offices.id, id), isNull(offices.deleted_at)));
  if (!office) throw notFound('OFFICE_NOT_FOUND', 'Office not found');
  return office;
}
