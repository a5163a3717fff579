import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DealStage } from '@app/validators';
import { users } from './accounts';
import { bookings } from './bookings';
import { tstz } from './common';

/** What became of an outbox row (docs/api.md#crm). */
export type CrmOutboxStatus = 'PENDING' | 'SENT' | 'SKIPPED' | 'FAILED';

/**
 * The CRM's outbox (docs/api.md#crm): a row per booking change the CRM should hear, written in the
 * change's own transaction; the sender sends each booking's rows in `seq` order, one booking's
 * head row at a time (`locked_until`: the lease of the sender holding it).
 */
export const crmOutbox = pgTable(
  'crm_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigserial({ mode: 'number' }).notNull(),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The booking's event (`booking.created`, `booking.stage_changed`, ...). */
    event: varchar({ length: 64 }).notNull(),
    occurred_at: tstz().notNull(),
    status: varchar({ length: 16 }).$type<CrmOutboxStatus>().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    next_at: tstz().notNull().defaultNow(),
    locked_until: tstz(),
    /** The CRM's answer to the last attempt (no secrets), or why the row was skipped. */
    last_error: text(),
    sent_at: tstz(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [
    index('crm_outbox_open')
      .on(t.booking, t.seq)
      .where(sql`status in ('PENDING', 'FAILED')`),
    index('crm_outbox_due')
      .on(t.next_at)
      .where(sql`status = 'PENDING'`),
    index().on(t.created_at),
  ],
);

/**
 * What the CRM knows of a booking: the stage it last told us (a webhook) and what we last sent,
 * so a change the CRM itself caused is not sent back.
 */
export const crmSync = pgTable('crm_sync', {
  booking: uuid()
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  remote_stage: varchar({ length: 64 }),
  heard_at: tstz(),
  sent_stage: varchar({ length: 64 }),
  sent_total: numeric({ precision: 14, scale: 2, mode: 'string' }),
  sent_at: tstz(),
});

/**
 * The CRM connection (one row, id `default`): the pipeline or category, the map of deal stages to
 * the CRM's statuses, the credentials entered on the settings screen (sealed like webhook secrets;
 * else the environment's), and whether the CRM refused them (the outbox waits meanwhile).
 */
export const crmSettings = pgTable('crm_settings', {
  id: varchar({ length: 16 }).primaryKey().default('default'),
  pipeline_id: varchar({ length: 64 }),
  category_id: varchar({ length: 64 }),
  stages: jsonb().$type<Partial<Record<DealStage, string>>>().notNull().default({}),
  credentials: text(),
  auth_failed_at: tstz(),
  auth_error: text(),
  updated_by: uuid().references(() => users.id, { onDelete: 'set null' }),
  updated_at: tstz().notNull().defaultNow(),
});
