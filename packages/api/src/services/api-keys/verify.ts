import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { apiKeys, users, type Db } from '@app/db';
import type { RoleSlug } from '@app/validators';
import { unauthorized } from '../../errors';
import { preparedFor } from '../../lib/prepared';
import type { AuthUser } from '../auth';
import { apiKeyPrefix, keyMatches } from './key';

/** `last_used_at` is written at most this often per key: never a write per call. */
export const LAST_USED_PRECISION_MS = 60_000;

export interface ApiKeyCaller {
  user: AuthUser;
  keyId: string;
}

const invalidKey = () => unauthorized('INVALID_TOKEN', 'The API key is not valid');

function byPrefix(db: Db) {
  return preparedFor(db, 'apiKeyByPrefix', () =>
    db
      .select({
        id: apiKeys.id,
        key_hash: apiKeys.key_hash,
        role: apiKeys.role,
        active: apiKeys.active,
        deleted_at: apiKeys.deleted_at,
        revoked_at: apiKeys.revoked_at,
        expires_at: apiKeys.expires_at,
        last_used_at: apiKeys.last_used_at,
        user_id: users.id,
        email: users.email,
        user_active: users.active,
        user_deleted_at: users.deleted_at,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.user_id))
      .where(eq(apiKeys.prefix, sql.placeholder('prefix')))
      .prepare('apiKeyByPrefix'),
  );
}

/**
 * The service user an API key acts as, checked on every call with one query by the key's prefix
 * (a unique index) and no cache: a revoked or expired key is refused at once, on every instance.
 * 401 `INVALID_TOKEN` for an unknown key or a wrong secret (the same answer, compared in constant
 * time); `API_KEY_REVOKED` / `API_KEY_EXPIRED` only to a caller holding the right secret.
 */
export async function authenticateApiKey(
  db: Db,
  key: string,
  now = new Date(),
): Promise<ApiKeyCaller> {
  const prefix = apiKeyPrefix(key);
  if (!prefix) throw invalidKey();
  const [row] = await byPrefix(db).execute({ prefix });
  if (!keyMatches(key, row?.key_hash) || !row) throw invalidKey();
  if (row.revoked_at || !row.active || row.deleted_at || !row.user_active || row.user_deleted_at)
    throw unauthorized('API_KEY_REVOKED', 'The API key has been revoked');
  if (row.expires_at && row.expires_at <= now)
    throw unauthorized('API_KEY_EXPIRED', 'The API key has expired');
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS)
    await touch(db, row.id, now);
  return {
    keyId: row.id,
    user: { id: row.user_id, email: row.email, roles: ['ROLE_USER', row.role as RoleSlug] },
  };
}

/** Records the use; another instance that wrote it within the minute wins (no second write). */
async function touch(db: Db, id: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  await db
    .update(apiKeys)
    .set({ last_used_at: now, updated_at: sql`${apiKeys.updated_at}` })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.last_used_at), lt(apiKeys.last_used_at, since))),
    );
}
