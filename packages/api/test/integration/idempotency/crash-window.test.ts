/**
 * The crash window of an idempotent run (services/idempotency): the record is marked committed in
 * the work's own transaction, so a retry never redoes committed work and may redo uncommitted work.
 * The work writes one mail row per run (its subject the key).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoUserId, idempotencyKeys, mailOutbox, type Db } from '@app/db';
import {
  IDEMPOTENCY_LEASE_MS,
  replayAnswer,
  runIdempotent,
  type IdempotentCall,
} from '../../../src/services/idempotency';
import { openAnswer } from '../../../src/services/idempotency/seal';
import { expectAppError, useTestDb } from '../../helpers';

const t = useTestDb();
const USER = demoUserId('manager');

const call = (key: string, now = new Date()): IdempotentCall => ({
  db: t.db,
  userId: USER,
  key,
  path: 'test.work',
  input: { n: 1 },
  now,
});

/** One unit of work: a mail row in its own transaction; then `after` (a crash, say). */
const work = (key: string, after?: () => void) => async (db: Db) => {
  const [row] = await db.transaction((tx) =>
    tx
      .insert(mailOutbox)
      .values({ to: 'x@demo.test', subject: key, text: 'x' })
      .returning({ id: mailOutbox.id }),
  );
  after?.();
  return row?.id;
};
const ok = (data: unknown) => ({ ok: true as const, data });
const runs = async (key: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, key))).length;
const record = async (key: string) => {
  const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row && { ...row, answer: openAnswer(row.answer) };
};

/** The record a process leaves when it dies in `state` (its lease taken `at`). */
async function leftBehind(key: string, state: 'running' | 'committed', at: Date) {
  const first = await runIdempotent(call(key, at), async () => null, ok);
  expect(first.replayed).toBe(false);
  await t.db
    .update(idempotencyKeys)
    .set({ state, answer: null, locked_until: new Date(at.getTime() + IDEMPOTENCY_LEASE_MS) })
    .where(eq(idempotencyKeys.key, key));
}

describe('an idempotent run and its crash window', () => {
  it('never does committed work again: an error after the commit is the answer', async () => {
    const key = randomUUID();
    const crash = () => {
      throw new Error('the process fell over after the commit');
    };
    await expect(runIdempotent(call(key), work(key, crash), ok)).rejects.toThrow('fell over');
    expect(await record(key)).toMatchObject({ state: 'done', answer: { ok: false } });
    const again = await runIdempotent(call(key), work(key), ok);
    expect(again.replayed).toBe(true);
    if (again.replayed) {
      await expectAppError(
        Promise.resolve().then(() => replayAnswer(again.answer)),
        'INTERNAL_SERVER_ERROR',
        'INTERNAL_ERROR',
      );
    }
    expect(await runs(key)).toBe(1);
  });

  it('releases the key when the run failed before anything committed (5xx): a retry does the work', async () => {
    const key = randomUUID();
    const broken = async () => {
      throw new Error('database went away');
    };
    await expect(runIdempotent(call(key), broken, ok)).rejects.toThrow('went away');
    expect(await record(key)).toBeUndefined();
    const retry = await runIdempotent(call(key), work(key), ok);
    expect(retry.replayed).toBe(false);
    expect(await runs(key)).toBe(1);
  });

  it('lets a retry take over a claim whose process died before its work committed', async () => {
    const key = randomUUID();
    const at = new Date();
    await leftBehind(key, 'running', at);
    // Within the lease the holder may still be running: 409.
    await expectAppError(
      runIdempotent(call(key, new Date(at.getTime() + 1000)), work(key), ok),
      'CONFLICT',
      'IDEMPOTENCY_IN_PROGRESS',
    );
    const later = new Date(at.getTime() + IDEMPOTENCY_LEASE_MS + 1);
    const retry = await runIdempotent(call(key, later), work(key), ok);
    expect(retry.replayed).toBe(false);
    expect(await runs(key)).toBe(1);
    expect(await record(key)).toMatchObject({ state: 'done' });
  });

  it('answers 409 IDEMPOTENCY_ANSWER_LOST when the work committed but its process died before the answer', async () => {
    const key = randomUUID();
    const at = new Date();
    await leftBehind(key, 'committed', at);
    await expectAppError(
      runIdempotent(call(key, new Date(at.getTime() + 1000)), work(key), ok),
      'CONFLICT',
      'IDEMPOTENCY_IN_PROGRESS',
    );
    const later = new Date(at.getTime() + IDEMPOTENCY_LEASE_MS + 1);
    await expectAppError(
      runIdempotent(call(key, later), work(key), ok),
      'CONFLICT',
      'IDEMPOTENCY_ANSWER_LOST',
    );
    expect(await runs(key)).toBe(0);
  });

  it('rolls back the work of a holder that outlived its lease once a retry took the key over', async () => {
    const key = randomUUID();
    const at = new Date();
    let resume = () => {};
    const paused = new Promise<void>((r) => (resume = r));
    const slow = runIdempotent(
      call(key, at),
      async (db) => {
        await paused;
        return work(key)(db);
      },
      ok,
    );
    await expect.poll(async () => (await record(key))?.state).toBe('running');
    const later = new Date(at.getTime() + IDEMPOTENCY_LEASE_MS + 1);
    const retry = await runIdempotent(call(key, later), work(key), ok);
    expect(retry.replayed).toBe(false);
    resume();
    await expectAppError(slow, 'CONFLICT', 'IDEMPOTENCY_IN_PROGRESS');
    expect(await runs(key)).toBe(1);
    expect(await record(key)).toMatchObject({ state: 'done', answer: { ok: true } });
  });
});
