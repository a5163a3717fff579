import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { commonColumns } from './common';

/**
 * A buyer (docs/api.md#customers): one record per phone among live customers. Bookings, queue
 * entries and documents link to it; a merged duplicate keeps its row with `merged_into` set.
 */
export const customers = pgTable(
  'customers',
  {
    ...commonColumns,
    name: varchar({ length: 255 }).notNull(),
    phone: varchar({ length: 16 }).notNull(),
    email: varchar({ length: 255 }),
    /** Who first named the customer (a booking's or queue entry's owner). */
    owner: uuid().references(() => users.id),
    /** Set once merged into another customer (customers.merge); such a row is not live. */
    merged_into: uuid().references((): AnyPgColumn => customers.id),
  },
  (t) => [
    // One live customer per phone: concurrent creates meet here (ON CONFLICT).
    uniqueIndex('customers_phone_live')
      .on(t.phone)
      .where(sql`merged_into is null and deleted_at is null`),
    index('customers_phone_any').on(t.phone),
    index('customers_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index().on(t.merged_into),
  ],
);

/** A co-buyer as a booking keeps it (`bookings.co_buyers`): the customer and what was typed. */
export interface CoBuyerSnapshot {
  id: string;
  name: string;
  phone: string;
  email: string | null;
}
