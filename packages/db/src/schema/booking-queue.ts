import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { commonColumns } from './common';
import { customers } from './customers';
import { units } from './units';

import type { QueueStatus } from '@app/validators';

/**
 * The booking queue of a unit (docs/api.md#booking-queue): customers waiting for a booked unit.
 * `seq` orders a unit's entries (taken at insert, under the unit's lock, so it follows the order
 * of joins); an entry's `position` is its rank among the unit's WAITING entries, computed on read.
 * When the unit's booking ends, the first WAITING entry becomes a booking (`booking`) in the same
 * transaction.
 */
export const bookingQueue = pgTable(
  'booking_queue',
  {
    ...commonColumns,
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    unit: uuid()
      .notNull()
      .references(() => units.id),
    customer_name: varchar({ length: 255 }).notNull(),
    customer_phone: varchar({ length: 32 }).notNull(),
    customer_email: varchar({ length: 255 }),
    owner: uuid()
      .notNull()
      .references(() => users.id),
    responsible: uuid()
      .notNull()
      .references(() => users.id),
    comment: varchar({ length: 255 }),
    status: varchar({ length: 32 }).$type<QueueStatus>().notNull().default('QUEUE_STATUS_WAITING'),
    /** The booking the entry became (PROMOTED only). */
    booking: uuid().references(() => bookings.id),
    /** The customer record (customers) of `customer_*`. */
    customer_id: uuid().references(() => customers.id),
  },
  (t) => [
    // A unit's entries in queue order (position, promotion, the unit card).
    index('booking_queue_by_unit').on(t.unit, t.seq),
    // A customer (by phone) waits at most once in a unit's queue per owner: the owner always sees
    // their own entries, so this refusal never tells about another realtor's (join.ts checks the
    // rest of what the caller sees under the unit's lock).
    uniqueIndex('booking_queue_customer_once')
      .on(t.unit, t.owner, t.customer_phone)
      .where(sql`status = 'QUEUE_STATUS_WAITING' and deleted_at is null`),
    // An entry becomes one booking; a booking comes from at most one entry.
    uniqueIndex('booking_queue_booking_once')
      .on(t.booking)
      .where(sql`booking is not null`),
    index().on(t.owner),
    index().on(t.responsible),
    index().on(t.status),
    check(
      'booking_queue_promoted_has_booking',
      sql`(${t.status} = 'QUEUE_STATUS_PROMOTED') = (${t.booking} is not null)`,
    ),
    index('booking_queue_customer_id').on(t.customer_id),
  ],
);
