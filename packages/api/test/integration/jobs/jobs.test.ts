/**
 * Durable jobs (runtime/jobs.ts) on this file's database: one queue for the whole file, installed
 * once. Mail goes to an SMTP port nobody listens on, so every delivery attempt fails.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { bookings, demoUserId, mailOutbox, passwordResetTokens } from '@app/db';
import { defineJob, JOBS, MAIL_QUEUE, startJobs, type JobRuntime } from '../../../src/runtime/jobs';
import { RECOVERY_JOB } from '../../../src/services/auth';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import {
  anonymousCaller,
  availableUnits,
  callerAs,
  expectAppError,
  NEEDS_POSTGRES,
  onPostgres,
  useTestDb,
} from '../../helpers';
import { createBooking } from '../../../src/services/booking-lifecycle';

const smtp = vi.hoisted(() => {
  const saved = process.env.SMTP_URL;
  process.env.SMTP_URL = 'smtp://127.0.0.1:1';
  return saved;
});

const t = useTestDb();
const ran: number[] = [];

/** The app's jobs (mail retried at once instead of over minutes) and two of the test's own. */
const TEST_JOBS = {
  ...JOBS,
  [MAIL_QUEUE]: {
    ...JOBS[MAIL_QUEUE],
    queue: { retryLimit: 1, retryDelay: 0, expireInSeconds: 30 },
  },
  'test.record': defineJob(z.object({ n: z.number() }), {
    queue: {},
    run: async (_db, { n }) => void ran.push(n),
  }),
  'test.broken': defineJob(z.unknown(), {
    queue: { retryLimit: 2, retryDelay: 0 },
    run: async () => {
      throw new Error('the partner API answered 502');
    },
  }),
};

let jobs: JobRuntime | undefined;
const start = (work = true) => startJobs(t.handle, { jobs: TEST_JOBS, work, pollSeconds: 0.5 });

/** Waits for `check` to hold, polling every 100 ms, for at most `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const running = () => jobs as JobRuntime;
const jobState = async (name: string, id: string) =>
  (await running().boss.findJobs(name, { id }))[0]?.state;

afterAll(async () => {
  await jobs?.stop();
  if (smtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = smtp;
});

describe('the job queue', () => {
  it('answers a recovery request before looking the address up: known and unknown only queue the same job', async () => {
    const producer = await start(false);
    try {
      const anon = await anonymousCaller(t.db);
      const known = 'viewer@demo.test';
      const unknown = 'nobody-here@demo.test';
      await anon.auth.requestPasswordReset({ email: known });
      await anon.auth.requestPasswordReset({ email: unknown });
      // Nothing about the known account was written while the request ran: no token, no e-mail.
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, known))).toEqual([]);
      expect(
        await t.db
          .select()
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.user_id, demoUserId('viewer'))),
      ).toEqual([]);
      const queued = await producer.boss.findJobs(RECOVERY_JOB);
      expect(queued).toHaveLength(2);
      expect(queued.map((j) => j.data)).toEqual(
        expect.arrayContaining([{ email: known }, { email: unknown }]),
      );
    } finally {
      await producer.stop();
    }
  });

  it('keeps a job sent while no worker runs, and a new instance runs it', async () => {
    const producer = await start(false);
    const id = await producer.send('test.record', { n: 1 });
    await producer.stop();
    expect(id).toEqual(expect.any(String));
    expect(ran).toEqual([]);

    jobs = await start();
    await until(() => ran.includes(1));
    await until(async () => (await jobState('test.record', id as string)) === 'completed');
    expect(ran).toEqual([1]);
  });

  it('lists a job that failed past its retries, with its error, to the sales head only', async () => {
    const id = (await running().send('test.broken')) as string;
    await until(async () => (await jobState('test.broken', id)) === 'failed');
    const head = await callerAs(t.db, 'head');
    const failed = await head.jobs.failed({
      filter: { filters: [{ property: 'queue', operator: 'EQ', value: ['test.broken'] }] },
    });
    expect(failed.pagination).toMatchObject({ page: 1, total_count: 1, page_count: 1 });
    expect(failed.items[0]).toMatchObject({
      id,
      queue: 'test.broken',
      retry_count: 2,
      retry_limit: 2,
      error: 'the partner API answered 502',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      failed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    await expectAppError((await callerAs(t.db, 'manager')).jobs.failed(), 'FORBIDDEN');
  });

  it('expires a lapsed booking when the sweeper job runs', async () => {
    const actor = await loadAuthUser(t.db, demoUserId('manager'));
    const [unit] = await availableUnits(t.db, 1);
    const { item } = await createBooking(
      t.db,
      actor as NonNullable<typeof actor>,
      { unit: unit as string, expiration_date: new Date(Date.now() - 3600_000) },
      new Date(Date.now() - 2 * 3600_000),
    );
    const status = async () =>
      (await t.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, item.id)))[0]
        ?.s;
    expect(await status()).toBe('BOOKING_STATUS_BOOKED');
    // The queue takes one sweep at a time: the start-up sweep may still be queued or running.
    await until(async () => (await running().send('bookings.expire')) !== null);
    await until(async () => (await status()) === 'BOOKING_STATUS_EXPIRED');
  });

  it('queues a recovery e-mail with its outbox row, retries the delivery and reports the failure', async () => {
    const to = 'manager@demo.test';
    await (await anonymousCaller(t.db)).auth.requestPasswordReset({ email: to });
    // The recovery job looks the address up and records the e-mail with its delivery job.
    const outbox = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    await until(async () => (await outbox()).length > 0);
    const [mail] = await outbox();
    const [job] = await running().boss.findJobs(MAIL_QUEUE, { data: { outboxId: mail?.id } });
    expect(job).toBeDefined();

    await until(async () => (await jobState(MAIL_QUEUE, job?.id as string)) === 'failed');
    const head = await callerAs(t.db, 'head');
    const failed = await head.jobs.failed();
    expect(failed.items[0]).toMatchObject({ id: job?.id, queue: MAIL_QUEUE, retry_count: 1 });
    expect(failed.items[0]?.error).toMatch(/ECONNREFUSED/);
    const [after] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mail?.id ?? 0));
    expect(after).toMatchObject({ sent_at: null, error: expect.stringMatching(/ECONNREFUSED/) });
  });
});

describe.runIf(onPostgres)(`several instances (${NEEDS_POSTGRES})`, () => {
  it('runs each job exactly once with two instances on one database', async () => {
    const second = await start();
    try {
      ran.length = 0;
      const ids = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          (n % 2 ? running() : second).send('test.record', { n }),
        ),
      );
      await until(() => ran.length >= 12);
      await until(async () => {
        const states = await Promise.all(ids.map((id) => jobState('test.record', id as string)));
        return states.every((s) => s === 'completed');
      });
      await new Promise((r) => setTimeout(r, 1000)); // a second run of any job would show by now
      expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n));
    } finally {
      await second.stop();
    }
  });
});
