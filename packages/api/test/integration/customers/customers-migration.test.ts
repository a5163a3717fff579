/**
 * Migration 0029's data part: existing buyers become one customer per phone and every row links,
 * run on this file's database brought back to the state before (no customers), legacy rows added.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingQueue, bookings, customers, demoUserId, documents, rowsOf } from '@app/db';
import { availableUnits, useTestDb } from '../../helpers';

const t = useTestDb();
const MIGRATION = path.resolve(import.meta.dirname, '../../../../db/drizzle/0029_customers.sql');

/** The statements of the migration that fill and link (after its DDL). */
function dataStatements(): string[] {
  const all = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  const first = all.findIndex((s) => s.includes('INSERT INTO "customers"'));
  return all.slice(first).map((s) => s.trim());
}

describe('migration 0029: customers from existing buyers', () => {
  it('makes one customer per phone and links bookings, queue entries and documents', async () => {
    const [unit] = await availableUnits(t.db, 1);
    const realtor = demoUserId('realtor');
    await t.db.transaction(async (tx) => {
      await tx.update(bookings).set({ customer_id: null, co_buyers: [] });
      await tx.update(bookingQueue).set({ customer_id: null });
      await tx.update(documents).set({ customer_id: null });
      await tx.update(customers).set({ merged_into: null });
      await tx.delete(customers);
    });
    const legacy = (name: string, phone: string, email: string | null, at: string) => ({
      unit: unit as string,
      unit_data: { base_price: null, base_price_id: null, code: 'LEGACY' },
      expiration_date: new Date(at),
      owner: realtor,
      responsible: realtor,
      status: 'BOOKING_STATUS_CANCELLED' as const,
      active: false,
      customer_name: name,
      customer_phone: phone,
      customer_email: email,
      created_at: new Date(at),
    });
    await t.db
      .insert(bookings)
      .values([
        legacy('Сидоров', '+79160000001', 'old@example.ru', '2025-01-01T10:00:00Z'),
        legacy('Сидоров С. С.', '+79160000001', null, '2025-03-01T10:00:00Z'),
        legacy('Кузнецова', '+79160000002', null, '2025-02-01T10:00:00Z'),
      ]);
    await t.db.insert(bookingQueue).values({
      unit: unit as string,
      customer_name: 'Кузнецова Анна',
      customer_phone: '+79160000002',
      customer_email: 'k@example.ru',
      owner: realtor,
      responsible: realtor,
      status: 'QUEUE_STATUS_LEFT',
      created_at: new Date('2025-01-15T10:00:00Z'),
    });

    for (const statement of dataStatements()) await t.db.execute(sql.raw(statement));

    const made = await t.db.select().from(customers);
    const phones = await t.db.execute(
      sql`select count(distinct customer_phone)::int as n from (
        select customer_phone from bookings where customer_phone is not null
        union all select customer_phone from booking_queue) p`,
    );
    expect(made).toHaveLength(Number((rowsOf(phones) as { n: number }[])[0]?.n));
    const sidorov = made.find((c) => c.phone === '+79160000001');
    expect(sidorov).toMatchObject({ name: 'Сидоров С. С.', email: 'old@example.ru' });
    expect(sidorov?.created_at.toISOString()).toBe('2025-01-01T10:00:00.000Z');
    const kuznetsova = made.find((c) => c.phone === '+79160000002');
    expect(kuznetsova).toMatchObject({ name: 'Кузнецова', email: 'k@example.ru' });
    const unlinked = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(sql`${bookings.customer_phone} is not null and ${bookings.customer_id} is null`);
    expect(unlinked).toEqual([]);
    const queued = await t.db
      .select({ id: bookingQueue.customer_id })
      .from(bookingQueue)
      .where(eq(bookingQueue.customer_phone, '+79160000002'));
    expect(queued).toEqual([{ id: kuznetsova?.id }]);
    const linkedDocs = await t.db
      .select({ phone: documents.customer_phone, id: documents.customer_id })
      .from(documents)
      .where(isNotNull(documents.customer_phone));
    for (const d of linkedDocs) expect(d.id).toBe(made.find((c) => c.phone === d.phone)?.id);
  });
});
