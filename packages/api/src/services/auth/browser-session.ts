import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { refreshTokens, type Db } from '@app/db';
import { newOpaqueToken } from './tokens';

/**
 * Browser sessions (next-auth) are recorded like refresh-token families, so whatever ends a user's
 * sessions (sign-out, password reset, deactivation: `revokeAllSessions`) ends them in the browser
 * too, not only for API clients. The session's cookie carries the family id; its record holds a
 * random token hash that is never handed out.
 */
export async function startBrowserSession(db: Db, userId: string, maxAgeMs: number) {
  const id = randomUUID();
  await db.insert(refreshTokens).values({
    user_id: userId,
    family_id: id,
    token_hash: newOpaqueToken().hash,
    expires_at: new Date(Date.now() + maxAgeMs),
  });
  return id;
}

/** Is this browser session of this user still in force (not revoked, not expired)? */
export async function browserSessionLive(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family_id, id),
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Sign-out: the session's record is revoked, so a copy of its cookie no longer works. */
export async function endBrowserSession(db: Db, id: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, id), isNull(refreshTokens.revoked_at)));
}
