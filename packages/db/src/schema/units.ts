import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { commonColumns, tstz } from './common';
import { regions } from './reference';

import type { UnitStatus } from '@app/validators';

export { UNIT_STATUSES, type UnitStatus } from '@app/validators';

/** Local projection of the stock service's units. */
export const units = pgTable(
  'units',
  {
    ...commonColumns,
    code: varchar({ length: 64 }).notNull().unique(),
    name: varchar({ length: 255 }).notNull(),
    complex: varchar({ length: 255 }).notNull(),
    building: varchar({ length: 64 }).notNull(),
    section: integer().notNull(),
    floor: integer().notNull(),
    number: varchar({ length: 16 }).notNull(),
    rooms: integer().notNull(),
    area: numeric({ precision: 10, scale: 2, mode: 'string' }).notNull(),
    status: varchar({ length: 32 }).$type<UnitStatus>().notNull().default('UNIT_STATUS_AVAILABLE'),
    second_statuses: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    region: uuid().references(() => regions.id),
    /**
     * The unit's plan image (PNG or JPEG): an absolute http(s) address from the stock service, or
     * a path on this app (the demo seed's drawn plans, `/api/plans/demo/<rooms>.png`). Null: none.
     */
    plan_url: text(),
    /**
     * When the row last changed, by the database's clock (a trigger sets it on every update), so
     * the grid can ask for what changed since its last look (`units.changes`).
     */
    changed_at: tstz().notNull().defaultNow(),
    /**
     * How many entries wait in the unit's booking queue (`bookingQueue.*`): kept by the queue in
     * the transaction that changes it (the unit row is locked then), so the grid and its change
     * feed carry it without a join.
     */
    queue_length: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.status),
    index().on(t.changed_at),
    index().on(t.building, t.section, t.floor),
    // search.global: a unit by its number (`50`, the same in every building).
    index().on(t.number),
    // search.global: a unit by any part of its code, any case.
    index('units_code_trgm').using('gin', sql`lower(${t.code}) gin_trgm_ops`),
    check('units_area_positive', sql`${t.area} > 0`),
    check('units_rooms_nonnegative', sql`${t.rooms} >= 0`),
    check('units_queue_length_nonnegative', sql`${t.queue_length} >= 0`),
  ],
);
