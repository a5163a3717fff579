import { bigint, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './common';

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

/** Rate-limit counters shared by every app instance (rate-limiter-flexible's Drizzle store). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: tstz(),
});
