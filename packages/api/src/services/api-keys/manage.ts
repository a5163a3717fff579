import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyOf, apiKeys, roles, userRoles, users, type Db } from '@app/db';
import type { ApiKeysListInput, ApiKeyStatus, CreateApiKeyData } from '@app/validators';
import { notFound } from '../../errors';
import { fullName, iso, recordFields } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import { newApiKey } from './key';

/** The service user's unusable password: not an argon2 hash, so no sign-in can ever match it. */
const NO_PASSWORD = '!';

/**
 * `apiKeys.create`: the key, its service user (named after the key, `is_service`, with ROLE_USER
 * and the key's role) in one transaction. The key is answered this once; only its hash is kept.
 */
export async function createApiKey(db: Db, actor: AuthUser, input: CreateApiKeyData) {
  const { key, prefix, hash } = newApiKey();
  const id = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: `${prefix}@api-key.invalid`,
        first_name: input.name,
        password_hash: NO_PASSWORD,
        is_service: true,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('service user not created');
    const roleRows = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(anyOf(roles.slug, ['ROLE_USER', input.role]));
    await tx.insert(userRoles).values(roleRows.map((r) => ({ user_id: user.id, role_id: r.id })));
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        role: input.role,
        prefix,
        key_hash: hash,
        user_id: user.id,
        created_by: actor.id,
        expires_at: input.expires_at ?? null,
      })
      .returning({ id: apiKeys.id });
    if (!row) throw new Error('API key not created');
    return row.id;
  });
  return { item: { id }, message: 'API key created', key };
}

const apiKeyList = recordList(
  apiKeys,
  {
    name: 'string',
    role: 'string',
    prefix: 'string',
    user_id: 'uuid',
    created_by: 'uuid',
    expires_at: 'date',
    revoked_at: 'date',
    last_used_at: 'date',
  },
  ['name', 'role', 'expires_at', 'revoked_at', 'last_used_at'],
);

type ApiKeyRow = typeof apiKeys.$inferSelect;

export function apiKeyStatus(row: ApiKeyRow, now: Date): ApiKeyStatus {
  if (row.revoked_at || !row.active) return 'revoked';
  if (row.expires_at && row.expires_at <= now) return 'expired';
  return 'active';
}

async function creatorNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      second_name: users.second_name,
    })
    .from(users)
    .where(anyOf(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, fullName(u)]));
}

function toApiKeyDto(row: ApiKeyRow, names: Map<string, string>, now: Date) {
  return {
    ...recordFields(row),
    name: row.name,
    role: row.role as 'ROLE_MANAGER' | 'ROLE_REALTOR' | 'ROLE_READ_ONLY',
    prefix: row.prefix,
    user_id: row.user_id,
    created_by: row.created_by,
    created_by_name: row.created_by ? (names.get(row.created_by) ?? null) : null,
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
    last_used_at: iso(row.last_used_at),
    status: apiKeyStatus(row, now),
  };
}
export type ApiKeyDto = ReturnType<typeof toApiKeyDto>;

/** `apiKeys.list`: the list form (docs/api.md#lists), newest first; never the key nor its hash. */
export async function listApiKeys(db: Db, input: ApiKeysListInput, now = new Date()) {
  const page = await listPage(db, apiKeyList, input);
  return mapPage(page, async (rows) => {
    const names = await creatorNames(
      db,
      rows.flatMap((r) => (r.created_by ? [r.created_by] : [])),
    );
    return rows.map((r) => toApiKeyDto(r, names, now));
  });
}

/**
 * `apiKeys.revoke`: the key stops working at once (every call reads it), and its service user is
 * deactivated with it. Revoking a revoked key changes nothing and answers the same.
 */
export async function revokeApiKey(db: Db, actor: AuthUser, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: apiKeys.id, user_id: apiKeys.user_id, revoked_at: apiKeys.revoked_at })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.deleted_at)))
      .for('update');
    if (!row) throw notFound('API_KEY_NOT_FOUND', 'API key not found');
    if (row.revoked_at) return;
    await tx
      .update(apiKeys)
      .set({ revoked_at: sql`now()`, revoked_by: actor.id, active: false })
      .where(eq(apiKeys.id, id));
    await tx.update(users).set({ active: false }).where(eq(users.id, row.user_id));
  });
  return { item: { id }, message: 'API key revoked' };
}
