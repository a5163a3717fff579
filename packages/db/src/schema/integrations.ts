import { index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { commonColumns, tstz } from './common';

/**
 * API keys for other systems (docs/api.md#api-keys): `bk_<prefix>_<secret>`. Only the public
 * `prefix` and the SHA-256 of the whole key are stored; a call finds its key by `prefix` (one
 * unique-index lookup) and compares the hash in constant time. Each key acts as its own service
 * user (`user_id`, `users.is_service`) with `role`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...commonColumns,
    name: varchar({ length: 100 }).notNull(),
    role: varchar({ length: 64 }).notNull(),
    prefix: varchar({ length: 16 }).notNull(),
    key_hash: varchar({ length: 64 }).notNull(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    created_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    expires_at: tstz(),
    revoked_at: tstz(),
    revoked_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    last_used_at: tstz(),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_key').on(t.prefix),
    uniqueIndex('api_keys_user_id_key').on(t.user_id),
    index().on(t.created_at),
  ],
);
