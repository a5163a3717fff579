/**
 * Housekeeping (services/jobs/housekeeping.ts, the `housekeeping.purge` job): rows past their
 * retention go, newer ones and those still needed stay; batches, repeated and concurrent passes;
 * and the job queue's own finished jobs kept JOB_RETENTION_DAYS (pg-boss's deleteAfterSeconds).
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  demoUserId,
  idempotencyKeys,
  mailOutbox,
  passwordResetTokens,
  paymentWebhooks,
  refreshTokens,
  type Db,
} from '@app/db';
import { getEnv } from '../../../src/env';
import { defineJob, JOBS, startJobs } from '../../../src/runtime/jobs';
import { JOB_SCHEMA } from '../../../src/services/jobs';
import { MAX_BATCHES, purgeOldRows } from '../../../src/services/jobs/housekeeping';
import { confirmManualPayment } from '../../../src/services/payments/confirm';
import { actorOf, book, paymentsOf } from '../payments/payment-fixtures';
import { useTestDb } from '../../helpers';

const t = useTestDb();
const DAY = 24 * 3600_000;
const NOW = new Date();
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const SETTINGS = {
  MAIL_OUTBOX_RETENTION_DAYS: 30,
  PAYMENT_WEBHOOK_RETENTION_DAYS: 90,
  AUTH_TOKEN_RETENTION_DAYS: 7,
  WEBHOOK_DELIVERY_RETENTION_DAYS: 30,
  IDEMPOTENCY_RETENTION_DAYS: 1,
};

async function mail(db: Db, createdDaysAgo: number[]): Promise<number[]> {
  const rows = await db
    .insert(mailOutbox)
    .values(
      createdDaysAgo.map((d) => ({
        to: 'someone@demo.test',
        subject: `${d} days old`,
        text: 'x',
        created_at: ago(d),
        sent_at: d % 2 ? ago(d) : null,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

const left = async <T>(ids: T[], table: typeof mailOutbox | typeof paymentWebhooks) =>
  (
    await t.db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, ids as number[]))
  ).map((r) => r.id);

async function token(
  table: typeof refreshTokens | typeof passwordResetTokens,
  expiredDaysAgo: number,
) {
  const values = {
    user_id: demoUserId('viewer'),
    token_hash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
    created_at: ago(expiredDaysAgo + 30),
    expires_at: ago(expiredDaysAgo),
  };
  const [row] =
    table === refreshTokens
      ? await t.db
          .insert(refreshTokens)
          .values({ ...values, family_id: randomUUID() })
          .returning({ id: refreshTokens.id })
      : await t.db
          .insert(passwordResetTokens)
          .values(values)
          .returning({ id: passwordResetTokens.id });
  return row?.id as string;
}

const tokensLeft = async (
  table: typeof refreshTokens | typeof passwordResetTokens,
  ids: string[],
) =>
  (await t.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id);

/** Idempotency records whose 24-hour window ended `days` ago (negative: still open); their keys. */
async function idempotencyRecords(expiredDaysAgo: number[]): Promise<string[]> {
  const rows = await t.db
    .insert(idempotencyKeys)
    .values(
      expiredDaysAgo.map((d) => ({
        user_id: demoUserId('manager'),
        key: randomUUID(),
        request_hash: '0'.repeat(64),
        state: 'done' as const,
        token: randomUUID(),
        locked_until: ago(d + 1),
        answer: { ok: true, data: null },
        created_at: ago(d + 1),
        expires_at: ago(d),
      })),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.map((r) => r.key);
}

const recordsLeft = async (keys: string[]) =>
  (
    await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, keys))
  )
    .map((r) => r.key)
    .sort();

describe('housekeeping', () => {
  it('deletes rows past their retention, in batches, and keeps newer ones and webhook calls that registered a payment', async () => {
    const [oldMail, newMail] = [await mail(t.db, [31, 45, 400]), await mail(t.db, [29, 1])];

    const booking = await book(t.db);
    await confirmManualPayment(t.db, await actorOf(t.db, 'manager'), {
      booking: booking.id,
      order: randomUUID(),
    });
    const [payment] = await paymentsOf(t.db, booking.id);
    const hook = (days: number, withPayment = false) => ({
      provider: 'SANDBOX',
      event_id: randomUUID(),
      received_at: ago(days),
      raw_body: '{}',
      outcome: withPayment ? ('APPLIED' as const) : ('IGNORED' as const),
      payment: withPayment ? payment?.id : null,
    });
    const hooks = await t.db
      .insert(paymentWebhooks)
      .values([hook(91), hook(200), hook(91, true), hook(89)])
      .returning({ id: paymentWebhooks.id });
    const [oldHook, olderHook, paidHook, newHook] = hooks.map((h) => h.id);

    const refresh = [
      await token(refreshTokens, 8),
      await token(refreshTokens, 6),
      await token(refreshTokens, -30),
    ];
    const resets = [await token(passwordResetTokens, 8), await token(passwordResetTokens, 0)];
    // A day past the window goes (three: two batches); half a day past, or still open, stays.
    const [gone, kept] = [
      await idempotencyRecords([1.5, 3, 30]),
      await idempotencyRecords([0.5, -0.5]),
    ];

    // Batches of 2: three old e-mails take two batches.
    const report = await purgeOldRows(t.db, SETTINGS, { now: NOW, batch: 2 });
    expect(report).toEqual({
      deleted: {
        mail_outbox: 3,
        payment_webhooks: 2,
        refresh_tokens: 1,
        password_reset_tokens: 1,
        // Webhook deliveries have their own test (webhooks/housekeeping.test.ts).
        webhook_deliveries: 0,
        webhook_events: 0,
        idempotency_keys: 3,
      },
      more: [],
    });
    expect(await recordsLeft([...gone, ...kept])).toEqual([...kept].sort());
    expect(await left([...oldMail, ...newMail], mailOutbox)).toEqual(newMail);
    expect(await left([oldHook, olderHook, paidHook, newHook], paymentWebhooks)).toEqual([
      paidHook,
      newHook,
    ]);
    expect(await tokensLeft(refreshTokens, refresh)).toEqual(refresh.slice(1));
    expect(await tokensLeft(passwordResetTokens, resets)).toEqual(resets.slice(1));

    // Again: nothing left to delete, nothing else touched.
    expect(await purgeOldRows(t.db, SETTINGS, { now: NOW })).toEqual({
      deleted: {
        mail_outbox: 0,
        payment_webhooks: 0,
        refresh_tokens: 0,
        password_reset_tokens: 0,
        webhook_deliveries: 0,
        webhook_events: 0,
        idempotency_keys: 0,
      },
      more: [],
    });
    expect(await left(newMail, mailOutbox)).toEqual(newMail);
    expect(await recordsLeft(kept)).toEqual([...kept].sort());
  });

  it('keeps a kind forever at 0, and leaves what one pass cannot finish to the next', async () => {
    const ids = await mail(
      t.db,
      Array.from({ length: MAX_BATCHES + 1 }, () => 60),
    );
    const keepAll = { ...SETTINGS, MAIL_OUTBOX_RETENTION_DAYS: 0 };
    expect((await purgeOldRows(t.db, keepAll, { now: NOW, batch: 1 })).deleted).not.toHaveProperty(
      'mail_outbox',
    );
    expect(await left(ids, mailOutbox)).toHaveLength(MAX_BATCHES + 1);

    const first = await purgeOldRows(t.db, SETTINGS, { now: NOW, batch: 1 });
    expect(first.deleted.mail_outbox).toBe(MAX_BATCHES);
    expect(first.more).toEqual(['mail_outbox']);
    expect(await left(ids, mailOutbox)).toHaveLength(1);
    const second = await purgeOldRows(t.db, SETTINGS, { now: NOW, batch: 1 });
    expect(second).toMatchObject({ deleted: { mail_outbox: 1 }, more: [] });
  });

  it('two passes at once (two instances) delete each row once', async () => {
    const ids = await mail(
      t.db,
      Array.from({ length: 40 }, () => 50),
    );
    const passes = await Promise.all([
      purgeOldRows(t.db, SETTINGS, { now: NOW, batch: 3 }),
      purgeOldRows(t.db, SETTINGS, { now: NOW, batch: 3 }),
    ]);
    expect(passes.reduce((n, p) => n + (p.deleted.mail_outbox ?? 0), 0)).toBe(40);
    expect(await left(ids, mailOutbox)).toEqual([]);
  });

  it('runs hourly as an exclusive job, and keeps finished jobs JOB_RETENTION_DAYS', async () => {
    const env = { ...getEnv(), JOB_RETENTION_DAYS: 3 };
    const runtime = await startJobs(t.handle, { env, work: false });
    try {
      for (const name of Object.keys(JOBS)) {
        const queue = await runtime.boss.getQueue(name);
        expect(queue?.deleteAfterSeconds, name).toBe(3 * 24 * 3600);
      }
      expect(await runtime.boss.getQueue('housekeeping.purge')).toMatchObject({
        policy: 'exclusive',
      });
      expect(JOBS['housekeeping.purge'].cron).toBe('17 * * * *');
      // A job sent now carries the queue's retention.
      const id = await runtime.send('housekeeping.purge');
      const [job] = await runtime.boss.findJobs('housekeeping.purge', { id: id as string });
      expect(job?.deleteAfterSeconds).toBe(3 * 24 * 3600);
    } finally {
      await runtime.stop();
    }
    // Restarted with another setting, the queues follow it.
    const again = await startJobs(t.handle, {
      env: { ...env, JOB_RETENTION_DAYS: 14 },
      work: false,
    });
    try {
      expect((await again.boss.getQueue('mail.deliver'))?.deleteAfterSeconds).toBe(14 * 24 * 3600);
    } finally {
      await again.stop();
    }
  });

  it('pg-boss deletes a finished job once JOB_RETENTION_DAYS have passed since it finished', async () => {
    const name = 'test.retention';
    const runtime = await startJobs(t.handle, {
      jobs: { [name]: defineJob(z.unknown(), { queue: {}, run: async () => {} }) },
      env: { ...getEnv(), JOB_RETENTION_DAYS: 3 },
      work: false,
    });
    try {
      const old = (await runtime.send(name)) as string;
      const recent = (await runtime.send(name)) as string;
      const fetched = await runtime.boss.fetch(name, { batchSize: 2 });
      expect(fetched.map((j) => j.id).sort()).toEqual([old, recent].sort());
      await runtime.boss.complete(name, [old, recent]);
      const queue = await runtime.boss.getQueue(name);
      const jobs = sql`${sql.identifier(JOB_SCHEMA)}.${sql.identifier(queue?.table ?? 'job')}`;
      await t.db.execute(
        sql`update ${jobs} set completed_on = now() - interval '4 days' where id = ${old}`,
      );
      // The queue's maintenance is due now rather than after its interval.
      await t.db.execute(
        sql`update ${sql.identifier(JOB_SCHEMA)}.queue set maintain_on = null where name = ${name}`,
      );
      await runtime.boss.supervise(name);
      expect(await runtime.boss.getJobById(name, old)).toBeNull();
      expect(await runtime.boss.getJobById(name, recent)).toMatchObject({ state: 'completed' });
    } finally {
      await runtime.stop();
    }
  });
});
