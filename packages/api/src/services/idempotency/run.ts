/**
 * One idempotent run of a mutation (docs/api.md#idempotency): claim the key, do the work (its
 * transactions also mark the record committed), record the answer. Stripe's rule: a domain 4xx is
 * the answer; a run that never answered (5xx, the database away) releases the key.
 */
import type { Db } from '@app/db';
import { AppError } from '../../errors';
import { toPublicError } from '../../lib/public-error';
import { requestHash } from './key';
import { claim, finish, markCommitted, release, type Owner, type StoredAnswer } from './store';

export interface IdempotentCall {
  db: Db;
  userId: string;
  key: string;
  /** The procedure's path: the same key and body on another procedure is another request. */
  path: string;
  /** The raw input, before validation (what the client sent). */
  input: unknown;
  now?: Date;
}

/** What a run of the procedure produced, as the middleware sees it. */
export type Outcome = { ok: true; data: unknown } | { ok: false; error: unknown };

export type IdempotentResult<R> =
  { replayed: false; result: R } | { replayed: true; answer: StoredAnswer };

/**
 * `db` whose top-level transactions end by marking the record committed (in the same transaction,
 * so the mark and the work commit together or not at all), while `live()` holds. Everything else is
 * the database itself.
 */
function markingDb(db: Db, mark: (tx: Db) => Promise<void>, live: () => boolean): Db {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') {
        return (run: (tx: Db) => Promise<unknown>, config?: unknown) =>
          target.transaction(
            async (tx) => {
              const result = await run(tx as unknown as Db);
              if (live()) await mark(tx as unknown as Db);
              return result;
            },
            config as Parameters<Db['transaction']>[1],
          );
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** The public form of an error a run ended with, if it is the answer to keep. */
function keptError(error: unknown): StoredAnswer | null {
  const pub = toPublicError(error);
  const domain =
    error instanceof AppError || (error as { cause?: unknown })?.cause instanceof AppError;
  if (!domain || pub.httpStatus < 400 || pub.httpStatus >= 500) return null;
  if (pub.httpStatus === 408 || pub.httpStatus === 429) return null;
  return { ok: false, error: pub };
}

/** A stored answer given again: its data, or its error rebuilt and thrown. */
export function replayAnswer(answer: StoredAnswer): unknown {
  if (answer.ok) return answer.data;
  const e = answer.error;
  throw new AppError(e.code, e.appCode, e.message, {
    fieldErrors: e.fieldErrors,
    retryAfter: e.retryAfter,
  });
}

/**
 * Runs `work` at most once per caller, key and request within the window; a repeat gets the first
 * answer (`replayed`), another request under the key 422, a repeat while the first runs 409.
 */
export async function runIdempotent<R>(
  call: IdempotentCall,
  work: (db: Db) => Promise<R>,
  outcome: (result: R) => Outcome,
): Promise<IdempotentResult<R>> {
  const now = call.now ?? new Date();
  const owner: Owner = { userId: call.userId, key: call.key };
  const claimed = await claim(call.db, owner, requestHash(call.path, call.input), now);
  if (claimed.kind === 'replay') return { replayed: true, answer: claimed.answer };
  const { token } = claimed;
  let live = true;
  const db = markingDb(
    call.db,
    (tx) => markCommitted(tx, owner, token),
    () => live,
  );
  let result: R;
  try {
    result = await work(db);
  } catch (error) {
    live = false;
    await settleFailure(call.db, owner, token, error);
    throw error;
  }
  live = false;
  const out = outcome(result);
  if (out.ok) {
    await finish(call.db, owner, token, { ok: true, data: out.data ?? null }, new Date());
  } else {
    await settleFailure(call.db, owner, token, out.error);
  }
  return { replayed: false, result };
}

/**
 * A failed run: a domain 4xx is kept as the answer; anything else releases the key, unless the
 * work committed anyway (then the error is the answer: a retry must not do the work again).
 */
async function settleFailure(db: Db, owner: Owner, token: string, error: unknown) {
  const kept = keptError(error);
  if (kept) return finish(db, owner, token, kept, new Date());
  if (await release(db, owner, token)) return;
  const pub = toPublicError(error);
  await finish(db, owner, token, { ok: false, error: pub }, new Date());
}
