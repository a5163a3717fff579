/**
 * The idempotency records (table `idempotency_keys`, one per caller and key). Every decision is one
 * statement on that row, so the database settles two requests or two instances racing for a key.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys, type Db } from '@app/db';
import { AppError, conflict } from '../../errors';
import { openAnswer, sealAnswer, type StoredAnswer } from './seal';

/** How long a key holds its first answer (docs/api.md#idempotency). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000;
/**
 * How long a claim is its holder's before a repeat may take it over (a process that died before
 * its work committed). Longer than any procedure runs (a PDF's render stops at 120 s); a holder
 * still running past it loses: its transaction's mark fails and rolls the work back.
 */
export const IDEMPOTENCY_LEASE_MS = 150_000;

export type { StoredAnswer };

export interface Owner {
  userId: string;
  key: string;
}

export type Claim = { kind: 'run'; token: string } | { kind: 'replay'; answer: StoredAnswer };

const keyOf = (o: Owner) =>
  and(eq(idempotencyKeys.user_id, o.userId), eq(idempotencyKeys.key, o.key));

export const keyReused = () =>
  new AppError(
    'UNPROCESSABLE_CONTENT',
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for another request: use a new key for a new request',
  );
/** Seconds a client is asked to wait before retrying a key still being processed. */
export const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;
export const inProgress = () =>
  new AppError(
    'CONFLICT',
    'IDEMPOTENCY_IN_PROGRESS',
    'A request with this Idempotency-Key is still being processed: retry later',
    { retryAfter: IN_PROGRESS_RETRY_AFTER_SECONDS },
  );
export const answerLost = () =>
  conflict(
    'IDEMPOTENCY_ANSWER_LOST',
    'The request with this Idempotency-Key was carried out, but its answer was lost: look the result up instead of retrying',
  );

/**
 * Claims the key for a run, or says what the first request left. A new key, one past its window,
 * or a claim abandoned by a process that died before its work committed (`running` past its lease,
 * same request) becomes ours; otherwise the existing record answers: another request's hash 422,
 * `done` its answer, still running 409, committed without an answer past the lease 409 lost.
 */
export async function claim(db: Db, o: Owner, hash: string, now: Date): Promise<Claim> {
  const token = randomUUID();
  // A Date inside raw SQL is not encoded by every driver (postgres.js): the instant as text.
  const at = sql`${now.toISOString()}::timestamptz`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({
        user_id: o.userId,
        key: o.key,
        request_hash: hash,
        state: 'running',
        token,
        locked_until: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
        created_at: now,
        expires_at: new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.user_id, idempotencyKeys.key],
        set: {
          request_hash: sql`excluded.request_hash`,
          state: 'running',
          token: sql`excluded.token`,
          locked_until: sql`excluded.locked_until`,
          answer: null,
          created_at: sql`excluded.created_at`,
          expires_at: sql`excluded.expires_at`,
        },
        setWhere: sql`${idempotencyKeys.expires_at} <= ${at}
          or (${idempotencyKeys.state} = 'running' and ${idempotencyKeys.locked_until} <= ${at}
              and ${idempotencyKeys.request_hash} = excluded.request_hash)`,
      })
      .returning({ token: idempotencyKeys.token });
    if (claimed[0]?.token === token) return { kind: 'run', token };
    const [row] = await db.select().from(idempotencyKeys).where(keyOf(o));
    if (!row) continue; // purged or released between the two statements: claim again
    if (row.request_hash !== hash) throw keyReused();
    if (row.state === 'done') {
      const answer = openAnswer(row.answer);
      if (!answer) throw answerLost();
      return { kind: 'replay', answer };
    }
    if (row.state === 'committed' && row.locked_until <= now) throw answerLost();
    throw inProgress();
  }
  throw inProgress();
}

/**
 * In the work's own transaction: the record says the work committed (with it, or not at all). No
 * row with our token means the claim was taken over (we outlived the lease): the work must not
 * commit, so this throws and the transaction rolls back.
 */
export async function markCommitted(tx: Db, o: Owner, token: string): Promise<void> {
  const rows = await tx
    .update(idempotencyKeys)
    .set({ state: 'committed' })
    .where(and(keyOf(o), eq(idempotencyKeys.token, token)))
    .returning({ token: idempotencyKeys.token });
  if (rows.length === 0) throw inProgress();
}

/** Records the answer a repeat gets (sealed: seal.ts). */
export async function finish(db: Db, o: Owner, token: string, answer: StoredAnswer, now: Date) {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', answer: sealAnswer(answer), locked_until: now })
    .where(and(keyOf(o), eq(idempotencyKeys.token, token)));
}

/**
 * Lets the key go after a run that committed nothing and left no answer to keep; false when the
 * work did commit after all (the record is `committed`), so the caller records the answer instead.
 */
export async function release(db: Db, o: Owner, token: string): Promise<boolean> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(and(keyOf(o), eq(idempotencyKeys.token, token), eq(idempotencyKeys.state, 'running')))
    .returning({ token: idempotencyKeys.token });
  return gone.length > 0;
}
