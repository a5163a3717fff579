import { date, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { commonColumns } from './common';

/** Local projection of the reference service: regions. */
export const regions = pgTable('regions', {
  ...commonColumns,
  name: varchar({ length: 255 }).notNull(),
  code: varchar({ length: 16 }),
});

/** Local projection of the reference service: sales offices. */
export const offices = pgTable('offices', {
  ...commonColumns,
  name: varchar({ length: 255 }).notNull(),
  address: varchar({ length: 500 }).notNull(),
  phone: varchar({ length: 20 }),
  email: varchar({ length: 255 }),
  region: uuid().references(() => regions.id),
});

/** Official non-working days; working-day arithmetic skips these and weekends. */
export const holidays = pgTable('holidays', {
  day: date({ mode: 'string' }).primaryKey(),
  name: varchar({ length: 255 }).notNull(),
});
