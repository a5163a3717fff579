import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { commonColumns, tstz } from './common';

/**
 * Outgoing webhooks (Standard Webhooks 1.0, docs/api.md#webhooks): the endpoints a sales head
 * registers, the events recorded in the transaction of the change that causes them (the outbox),
 * one delivery per event and subscribed endpoint, and a log row per attempt.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  ...commonColumns,
  url: varchar({ length: 2048 }).notNull(),
  description: varchar({ length: 500 }),
  /** The event types it receives (WEBHOOK_EVENT_TYPES). */
  events: text().array().notNull(),
  /** The signing secret, encrypted (services/webhooks/secrets.ts); shown once at create/rotate. */
  secret: text().notNull(),
  /** The secret before the last rotation: it signs beside the new one until `previous_expires_at`. */
  previous_secret: text(),
  previous_expires_at: tstz(),
  /** The first failure since the last success; 5 days of failures disable the endpoint. */
  failing_since: tstz(),
  /** Why the system turned it off (`FAILING`, `GONE`); cleared when a sales head turns it back on. */
  disabled_reason: varchar({ length: 32 }),
  disabled_at: tstz(),
  created_by: uuid().references(() => users.id),
});

/** The outbox: one row per event, written in the transaction of the change. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: varchar({ length: 64 }).notNull(),
    /** The unit the event concerns, and its place in that unit's order (webhook_unit_sequences). */
    unit: uuid(),
    sequence: bigint({ mode: 'number' }),
    /** The exact JSON body every attempt sends and signs. */
    body: text().notNull(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created_at').on(t.created_at)],
);

/** Per-unit event counters: a unit's events carry 1, 2, 3... in commit order. */
export const webhookUnitSequences = pgTable('webhook_unit_sequences', {
  unit: uuid().primaryKey(),
  value: bigint({ mode: 'number' }).notNull(),
});

/** An event's delivery to one endpoint: `PENDING` until it succeeds or its retries run out. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...commonColumns,
    event: uuid()
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpoint: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event_type: varchar({ length: 64 }).notNull(),
    /** PENDING, SUCCEEDED, FAILED. */
    status: varchar({ length: 16 }).notNull().default('PENDING'),
    /** Attempts since it was (re)queued: the position in WEBHOOK_RETRY_SCHEDULE. */
    attempt_count: smallint().notNull().default(0),
    next_attempt_at: tstz().notNull().defaultNow(),
    /** Set while one instance attempts it (a lease): nobody else may until it passes. */
    claimed_until: tstz(),
    /** When a job was last queued for the current attempt (null: none yet, the sweep sends one). */
    queued_at: tstz(),
    last_status_code: integer(),
    last_error: varchar({ length: 500 }),
    succeeded_at: tstz(),
  },
  (t) => [
    unique('webhook_deliveries_event_endpoint').on(t.event, t.endpoint),
    index('webhook_deliveries_due')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_endpoint').on(t.endpoint, t.created_at),
    index('webhook_deliveries_created_at').on(t.created_at),
  ],
);

/** One row per attempt: when, the answer's status and first KiB, how long, or the error. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    delivery: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempted_at: tstz().notNull().defaultNow(),
    status_code: integer(),
    duration_ms: integer().notNull(),
    response: text(),
    error: varchar({ length: 500 }),
  },
  (t) => [index('webhook_attempts_delivery').on(t.delivery, t.id)],
);
