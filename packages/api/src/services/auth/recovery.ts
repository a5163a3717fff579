import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword, passwordResetTokens, users, type Db } from '@app/db';
import { getEnv } from '../../env';
import { badRequest } from '../../errors';
import { runLater } from '../jobs';
import { deliverUnqueued, enqueueMail } from '../mail';
import { consume } from '../rate-limit';
import { forgetAuthUser } from './current-user';
import { revokeAllSessions } from './session';
import { hashToken, newOpaqueToken } from './tokens';

export const RESET_TOKEN_TTL_MS = 3600 * 1000;

/** The same answer whether or not the address is registered (no account enumeration). */
export const RECOVERY_SENT_MESSAGE =
  'If this address belongs to an account, a link to set a new password has been sent to it.';

/** The queue of the recovery e-mail (runtime/jobs.ts runs it with `sendRecoveryLink`). */
export const RECOVERY_JOB = 'auth.recovery' as const;

/**
 * Answers at once, the same for every address: only the limit and the queueing of the work happen
 * in the request, so a registered address takes no longer to answer than an unknown one (the
 * lookup, the token and the e-mail come later, in the job).
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
): Promise<{ message: string; email: string }> {
  await consume(db, 'recoveryByAddress', email);
  await runLater(RECOVERY_JOB, { email }, () => sendRecoveryLink(db, email));
  return { message: RECOVERY_SENT_MESSAGE, email };
}

/** Mails a single-use reset link when `email` belongs to an active account; otherwise nothing. */
export async function sendRecoveryLink(db: Db, email: string): Promise<void> {
  const mail = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, first_name: users.first_name })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = lower(${email})`,
          eq(users.active, true),
          isNull(users.deleted_at),
          eq(users.is_system, false),
          eq(users.is_service, false),
        ),
      );
    if (!user) return null;
    const { token, hash } = newOpaqueToken();
    await tx.insert(passwordResetTokens).values({
      user_id: user.id,
      token_hash: hash,
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${getEnv().PUBLIC_BASE_URL}/reset-password?token=${encodeURIComponent(token)}`;
    return enqueueMail(tx, {
      to: email,
      subject: 'Восстановление пароля / Password recovery',
      text:
        `Здравствуйте, ${user.first_name}!\n\nЧтобы задать новый пароль, откройте ссылку (действует 1 час):\n${link}\n\n` +
        `To set a new password, open this link (valid for 1 hour):\n${link}\n\n` +
        'Если вы не запрашивали восстановление, просто проигнорируйте это письмо.',
    });
  });
  await deliverUnqueued(db, mail);
}

const invalidResetToken = () =>
  badRequest(
    'RESET_TOKEN_INVALID',
    'This recovery link is invalid, used or expired; request a new one',
    {
      token: ['Invalid, used or expired token'],
    },
  );

/** The outstanding reset token with this value, if any (locked when asked). */
async function usableToken(db: Db, token: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.token_hash, hashToken(token)),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, new Date()),
      ),
    );
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/**
 * Sets a new password with a single-use reset token and ends every session of the user. Limited
 * per client address, and a bogus token is refused before the (deliberately slow) password hash
 * is computed, so guessing tokens costs the server next to nothing.
 */
export async function resetPassword(
  db: Db,
  opts: { token: string; new_password: string; ip: string },
): Promise<{ message: string }> {
  await consume(db, 'resetByIp', opts.ip);
  if (!(await usableToken(db, opts.token))) throw invalidResetToken();
  const passwordHash = await hashPassword(opts.new_password);
  let userId: string | undefined;
  await db.transaction(async (tx) => {
    // Checked again under the lock: two resets with one token, only the first one counts.
    const row = await usableToken(tx, opts.token, { lock: true });
    if (!row) throw invalidResetToken();
    // This token and any other outstanding one of the user become unusable.
    await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(
        and(eq(passwordResetTokens.user_id, row.user_id), isNull(passwordResetTokens.used_at)),
      );
    // Access tokens issued before now are refused from here on (context.ts, issuedBeforeReset).
    await tx
      .update(users)
      .set({ password_hash: passwordHash, credentials_changed_at: sql`now()` })
      .where(eq(users.id, row.user_id));
    await revokeAllSessions(tx, row.user_id);
    userId = row.user_id;
  });
  if (userId) forgetAuthUser(db, userId);
  return { message: 'The password has been changed. Sign in with the new password.' };
}
