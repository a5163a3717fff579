import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { anyOf, bookingQueue, bookings, customers, documents, units, type Db } from '@app/db';
import type { MergeCustomersData } from '@app/validators';
import type { AuthUser } from '../auth';
import { customerNotFound, namesCustomer } from './access';
import { toCustomerRecord } from './dto';
import { customerMerged } from './update';

/** Both customers, locked when `lock` (in id order, so two merges never deadlock); 404, 409. */
async function pair(db: Db, input: MergeCustomersData, lock: boolean) {
  const q = db
    .select()
    .from(customers)
    .where(and(anyOf(customers.id, [input.id, input.into]), isNull(customers.deleted_at)))
    .orderBy(asc(customers.id));
  const rows = lock ? await q.for('update') : await q;
  const from = rows.find((r) => r.id === input.id);
  const into = rows.find((r) => r.id === input.into);
  if (!from || !into) throw customerNotFound();
  if (from.merged_into || into.merged_into) throw customerMerged();
  return { from, into };
}

/** What a merge of `id` into `into` moves: bookings (buyer or co-buyer), queue entries, documents. */
async function moves(db: Db, id: string) {
  const [b, q, d] = await Promise.all([
    db
      .select({ id: bookings.id, number: bookings.number })
      .from(bookings)
      .where(and(namesCustomer(id), isNull(bookings.deleted_at)))
      .orderBy(desc(bookings.number)),
    db
      .select({ id: bookingQueue.id, code: units.code })
      .from(bookingQueue)
      .innerJoin(units, eq(units.id, bookingQueue.unit))
      .where(and(eq(bookingQueue.customer_id, id), isNull(bookingQueue.deleted_at)))
      .orderBy(desc(bookingQueue.created_at)),
    db
      .select({ id: documents.id, number: documents.number })
      .from(documents)
      .where(eq(documents.customer_id, id))
      .orderBy(desc(documents.created_at)),
  ]);
  return {
    bookings: b.map((r) => ({ id: r.id, label: `№ ${r.number}` })),
    queue_entries: q.map((r) => ({ id: r.id, label: r.code })),
    documents: d.map((r) => ({ id: r.id, label: r.number })),
  };
}

/** `customers.mergePreview`: both records and what `customers.merge` would move, changing nothing. */
export async function previewMerge(db: Db, actor: AuthUser, input: MergeCustomersData) {
  const { from, into } = await pair(db, input, false);
  return {
    customer: toCustomerRecord(actor, from),
    into: toCustomerRecord(actor, into),
    ...(await moves(db, from.id)),
  };
}

/**
 * `customers.merge` (sales heads), one transaction: `id`'s bookings (buyer and co-buyer, with a
 * history entry each), queue entries and documents go to `into`, which keeps its own name and
 * phone (and takes `id`'s e-mail if it had none); `id` stays, inactive, with `merged_into` (and
 * those merged into it before follow), so its phone names `into` from then on.
 */
export async function mergeCustomers(
  db: Db,
  actor: AuthUser,
  input: MergeCustomersData,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { from, into } = await pair(tx, input, true);
    const moved = await moves(tx, from.id);
    await tx.execute(sql`
      insert into booking_history (booking, entity_type, entity_id, property, old_value, new_value, "user", date)
      select id, 'Booking', id, 'customer_id', to_jsonb(${from.id}::text), to_jsonb(${into.id}::text),
        ${actor.id}::uuid, ${now.toISOString()}::timestamptz
      from bookings where customer_id = ${from.id}`);
    await tx
      .update(bookings)
      .set({ customer_id: into.id, updated_at: now })
      .where(eq(bookings.customer_id, from.id));
    // Co-buyers: `id` becomes `into`, or goes where `into` is on the booking already.
    const intoRef = sql`jsonb_build_array(jsonb_build_object('id', ${into.id}::text))`;
    await tx.execute(sql`
      update bookings set updated_at = ${now.toISOString()}::timestamptz, co_buyers = coalesce((
        select jsonb_agg(case when e->>'id' = ${from.id} then jsonb_set(e, '{id}', to_jsonb(${into.id}::text)) else e end order by ord)
        from jsonb_array_elements(co_buyers) with ordinality as x(e, ord)
        where not (e->>'id' = ${from.id} and (customer_id = ${into.id} or co_buyers @> ${intoRef}))
      ), '[]'::jsonb)
      where co_buyers @> jsonb_build_array(jsonb_build_object('id', ${from.id}::text))`);
    await tx
      .update(bookingQueue)
      .set({ customer_id: into.id, updated_at: now })
      .where(eq(bookingQueue.customer_id, from.id));
    await tx
      .update(documents)
      .set({ customer_id: into.id })
      .where(eq(documents.customer_id, from.id));
    await tx
      .update(customers)
      .set({ merged_into: into.id, updated_at: now })
      .where(eq(customers.merged_into, from.id));
    await tx
      .update(customers)
      .set({ merged_into: into.id, active: false, updated_at: now })
      .where(eq(customers.id, from.id));
    if (!into.email && from.email)
      await tx
        .update(customers)
        .set({ email: from.email, updated_at: now })
        .where(eq(customers.id, into.id));
    const counts = `${moved.bookings.length} bookings, ${moved.queue_entries.length} queue entries, ${moved.documents.length} documents`;
    return {
      item: { id: into.id },
      message: `Customer ${from.name} merged into ${into.name}: ${counts}`,
    };
  });
}
