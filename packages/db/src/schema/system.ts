import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea, tstz } from './common';

/** Outgoing e-mail. Always recorded; delivered by SMTP when SMTP_URL is set (sent_at). */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  to: varchar({ length: 255 }).notNull(),
  subject: varchar({ length: 255 }).notNull(),
  text: text().notNull(),
  html: text(),
  created_at: tstz().notNull().defaultNow(),
  sent_at: tstz(),
  error: text(),
});

/**
 * A file sent with an outbox message: a document's PDF, or an inline image (`cid`: the HTML part
 * shows it as `cid:<cid>`, never as a remote address). Deleted with its message.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mail: bigint({ mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    file_name: varchar({ length: 255 }).notNull(),
    content_type: varchar({ length: 100 }).notNull(),
    cid: varchar({ length: 100 }),
    content: bytea().notNull(),
  },
  (t) => [index().on(t.mail)],
);

/** Rate-limit counters shared by every app instance (rate-limiter-flexible's Drizzle store). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: tstz(),
});

/**
 * Idempotent mutations (`Idempotency-Key`, docs/api.md#idempotency): one row per caller and key,
 * the database decides between concurrent requests and instances (services/idempotency).
 * `state`: `running` (claimed by `token` until `locked_until`), `committed` (the work's own
 * transaction said it is done; the answer is being recorded), `done` (`answer` is what a repeat
 * gets). Purged after `expires_at` by housekeeping.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar({ length: 255 }).notNull(),
    /** sha256 (hex) of the procedure's path and its canonical input. */
    request_hash: varchar({ length: 64 }).notNull(),
    state: varchar({ length: 16 }).$type<'running' | 'committed' | 'done'>().notNull(),
    /** The claim's fencing token: only its holder may mark or finish the record. */
    token: uuid().notNull(),
    locked_until: tstz().notNull(),
    /** The first answer: `{ ok: true, data }` or `{ ok: false, error: <public error> }`. */
    answer: jsonb(),
    created_at: tstz().notNull(),
    expires_at: tstz().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key] }),
    index('idempotency_keys_expires_at').on(t.expires_at),
  ],
);
