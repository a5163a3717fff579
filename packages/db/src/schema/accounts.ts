import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { commonColumns, tstz } from './common';

export const users = pgTable(
  'users',
  {
    ...commonColumns,
    email: varchar({ length: 255 }).notNull(),
    phone: varchar({ length: 20 }),
    password_hash: text().notNull(),
    first_name: varchar({ length: 100 }).notNull(),
    last_name: varchar({ length: 100 }),
    second_name: varchar({ length: 100 }),
    region: uuid(),
    birth_date: tstz(),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The system user that automatic changes (expiry) are recorded under; cannot log in. */
    is_system: boolean().notNull().default(false),
    /**
     * The service user an API key acts as (one per key, `api_keys.user_id`): it cannot sign in,
     * is never listed among people, and is named after its key in histories.
     */
    is_service: boolean().notNull().default(false),
    /**
     * When the password was last reset: access tokens issued before it are refused (their `iat`),
     * as the refresh tokens and browser sessions of that moment are revoked.
     */
    credentials_changed_at: tstz(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);

/** Authentication-side roles (`ROLE_*`), listed by `auth.roles`. */
export const roles = pgTable('roles', {
  ...commonColumns,
  slug: varchar({ length: 64 }).notNull().unique(),
  title: varchar({ length: 255 }).notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: uuid()
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index().on(t.role_id)],
);

/** Opaque rotating refresh tokens, stored as SHA-256 hashes; `family_id` ties a rotation chain. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid().notNull(),
    token_hash: varchar({ length: 64 }).notNull().unique(),
    created_at: tstz().notNull().defaultNow(),
    expires_at: tstz().notNull(),
    used_at: tstz(),
    revoked_at: tstz(),
  },
  (t) => [index().on(t.user_id), index().on(t.family_id)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar({ length: 64 }).notNull().unique(),
    created_at: tstz().notNull().defaultNow(),
    expires_at: tstz().notNull(),
    used_at: tstz(),
  },
  (t) => [index().on(t.user_id)],
);
