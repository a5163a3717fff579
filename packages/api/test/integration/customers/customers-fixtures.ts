/** Shared by the customers' tests: fresh phones and units, a customer's id by phone. */
import { and, eq, isNull } from 'drizzle-orm';
import { customers, type Db } from '@app/db';
import { availableUnits } from '../../helpers';

let phones = 0;
/** A new buyer each call (distinct phones in this file's database). */
export const buyer = (name = 'Покупатель', n = ++phones) => ({
  name: `${name} ${n}`,
  phone: `+7977${String(1000000 + n).padStart(7, '0')}`,
});

let used = 0;
/** An available unit not handed out before in this file. */
export async function nextUnit(db: Db): Promise<string> {
  const [id] = await availableUnits(db, 1, used++);
  return id as string;
}

/** The live customers of a phone (the table itself). */
export const liveOf = (db: Db, phone: string) =>
  db
    .select()
    .from(customers)
    .where(
      and(eq(customers.phone, phone), isNull(customers.merged_into), isNull(customers.deleted_at)),
    );

export const LIST = { page: 1, limit: 100, order_by: 'name', direction: 'asc' as const };
