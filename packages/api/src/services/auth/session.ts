import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { refreshTokens, users, verifyPassword, type Db } from '@app/db';
import { type AppError, unauthorized } from '../../errors';
import { consume, refund, reset } from '../rate-limit';
import { hashToken, newOpaqueToken, REFRESH_TOKEN_TTL_MS, signAccessToken } from './tokens';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** A valid argon2id hash of a random password: unknown logins cost as much as known ones. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$tc/c8mQZnrhrD27+Amccvg$wLKrrz2/xb12cSjBJ4xzs6JH80zTbMxReV/4m5FSzxQ';

const invalidCredentials = () => unauthorized('INVALID_CREDENTIALS', 'Wrong login or password');

export async function issueTokens(
  db: Db,
  userId: string,
  familyId: string = randomUUID(),
): Promise<Tokens> {
  const refresh = newOpaqueToken();
  await db.insert(refreshTokens).values({
    user_id: userId,
    family_id: familyId,
    token_hash: refresh.hash,
    expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return { access_token: await signAccessToken(userId), refresh_token: refresh.token };
}

/** Finds the user a login names: an e-mail (case-insensitive) or a phone number. */
async function findByLogin(db: Db, login: string) {
  const where = login.includes('@')
    ? sql`lower(${users.email}) = lower(${login})`
    : eq(users.phone, login);
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(where, isNull(users.deleted_at), eq(users.is_system, false), eq(users.is_service, false)),
    );
  return user;
}

/**
 * Checks a login and password (shared by auth.login and the web sign-in). Rate-limited per account
 * and address (10 a minute), with a higher cap per address (100: an office behind one NAT is not
 * locked out by one colleague's typos) and per account from anywhere (30) (attempts are counted before the check, so parallel guesses cannot slip past the
 * limit); unknown login and wrong password give the same answer. The per-account counter keys on
 * the account, not the login string: guesses by e-mail, by phone or in other letter case all
 * count together.
 */
export async function verifyCredentials(
  db: Db,
  opts: { login: string; password: string; ip: string },
) {
  await consume(db, 'loginByIp', opts.ip);
  const user = await findByLogin(db, opts.login);
  const accountKey = user ? `user:${user.id}` : `login:${opts.login.toLowerCase()}`;
  const here = `${accountKey}|${opts.ip}`;
  await consume(db, 'loginByAccountAtIp', here);
  await consume(db, 'loginByLogin', accountKey);
  const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, opts.password);
  if (!user || !ok) throw invalidCredentials();
  if (!user.active) throw unauthorized('USER_INACTIVE', 'This account has been deactivated');
  // Only failures count: an office of colleagues behind one address is not locked out by its own
  // sign-ins, and a correct password clears the account's counters.
  await refund(db, 'loginByIp', opts.ip);
  await reset(db, 'loginByAccountAtIp', here);
  await reset(db, 'loginByLogin', accountKey);
  return user;
}

export async function login(
  db: Db,
  opts: { login: string; password: string; ip: string },
): Promise<Tokens> {
  const user = await verifyCredentials(db, opts);
  return issueTokens(db, user.id);
}

/**
 * Rotates a refresh token. Presenting a token that was already rotated revokes its whole family:
 * whoever holds the stolen copy and the rightful owner both have to sign in again.
 */
export async function refresh(db: Db, refreshToken: string): Promise<Tokens> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashToken(refreshToken)))
      .for('update');
    if (!row) return { error: unauthorized('INVALID_REFRESH_TOKEN', 'Invalid refresh token') };
    const revokeFamily = () =>
      tx
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.family_id, row.family_id), isNull(refreshTokens.revoked_at)));
    if (row.used_at) {
      await revokeFamily();
      return {
        error: unauthorized(
          'REFRESH_TOKEN_REUSED',
          'This refresh token was already used; sign in again',
        ),
      };
    }
    if (row.revoked_at)
      return {
        error: unauthorized('REFRESH_TOKEN_REVOKED', 'This session was ended; sign in again'),
      };
    if (row.expires_at <= new Date())
      return {
        error: unauthorized('REFRESH_TOKEN_EXPIRED', 'The session has expired; sign in again'),
      };
    const [user] = await tx
      .select({ active: users.active, deleted_at: users.deleted_at })
      .from(users)
      .where(eq(users.id, row.user_id));
    if (!user?.active || user.deleted_at) {
      await revokeFamily();
      return { error: unauthorized('USER_INACTIVE', 'This account has been deactivated') };
    }
    await tx.update(refreshTokens).set({ used_at: new Date() }).where(eq(refreshTokens.id, row.id));
    return { tokens: await issueTokens(tx, row.user_id, row.family_id) };
  });
  // Errors are returned, not thrown, so that the family revocation above commits.
  if ('error' in outcome) throw outcome.error as AppError;
  return outcome.tokens;
}

/** Ends every session of a user (password reset, deactivation). */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
}
