import { and, eq, isNull, sql } from 'drizzle-orm';
import { customers, documents, type CoBuyerSnapshot, type Db } from '@app/db';
import type { Customer } from '@app/validators';

/**
 * The customer a phone names now, or null: the live record of that phone, or, for a phone of a
 * merged duplicate, the customer it was merged into (merges keep `merged_into` one step deep).
 */
export async function existingCustomerOf(db: Db, phone: string): Promise<string | null> {
  const [row] = await db
    .select({ id: sql<string>`coalesce(${customers.merged_into}, ${customers.id})` })
    .from(customers)
    .where(and(eq(customers.phone, phone), isNull(customers.deleted_at)))
    .orderBy(sql`${customers.merged_into} is not null`, sql`${customers.created_at} desc`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * The customer of `c`'s phone, made when there is none (inside the caller's transaction). Two
 * transactions making the same phone at once meet on `customers_phone_live`: the second waits for
 * the first and takes its row (ON CONFLICT), so a phone never gets two. A new customer takes the
 * documents issued to its phone before it existed.
 */
export async function customerOf(
  tx: Db,
  c: Customer,
  owner: string | null,
  now: Date,
): Promise<string> {
  const found = await existingCustomerOf(tx, c.phone);
  if (found) return found;
  const [row] = await tx
    .insert(customers)
    .values({
      name: c.name,
      phone: c.phone,
      email: c.email ?? null,
      owner,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: customers.phone,
      targetWhere: sql`merged_into is null and deleted_at is null`,
      set: { email: sql`coalesce(${customers.email}, excluded.email)` },
    })
    .returning({ id: customers.id, inserted: sql<boolean>`(xmax = 0)` });
  const id = (row as { id: string; inserted: boolean }).id;
  if (row?.inserted)
    await tx
      .update(documents)
      .set({ customer_id: id })
      .where(and(eq(documents.customer_phone, c.phone), isNull(documents.customer_id)));
  return id;
}

/** Co-buyers as a booking keeps them: each linked to its customer, as given. */
export async function coBuyerSnapshots(
  tx: Db,
  list: readonly Customer[],
  owner: string | null,
  now: Date,
): Promise<CoBuyerSnapshot[]> {
  const out: CoBuyerSnapshot[] = [];
  for (const c of list)
    out.push({
      id: await customerOf(tx, c, owner, now),
      name: c.name,
      phone: c.phone,
      email: c.email ?? null,
    });
  return out;
}
