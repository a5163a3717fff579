/**
 * Durable jobs on pg-boss in the app's own database: what runs, when, and how often it is retried,
 * in one table; the work itself stays in the domain services. PGlite: pg-boss shares the embedded
 * instance (`fromPglite`); PostgreSQL: a small pool of its own, schema `pgboss`.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DrizzleTransactionLike, PgBoss, Queue } from 'pg-boss';
import { z } from 'zod';
import { rowsOf, type Db, type DbHandle } from '@app/db';
import { getEnv, type ApiEnv } from '../env';
import { countJobFailure, setJobQueues } from '../lib/metrics';
import { RECOVERY_JOB, sendRecoveryLink } from '../services/auth';
import { remindExpiringBookings } from '../services/bookings';
import { expireDueBookings } from '../services/booking-lifecycle';
import { runCrmSender } from '../services/crm';
import { JOB_SCHEMA, purgeOldRows } from '../services/jobs';
import { deliverMail, MAIL_JOB } from '../services/mail';
import { attemptRefund, REFUND_ATTEMPTS, REFUND_JOB, sweepRefunds } from '../services/payments';
import { endpointDisabled } from '../services/notifications';
import { syncReference } from '../services/reference';
import { httpStockSource, syncUnits } from '../services/units';
import { attemptDelivery, sweepDeliveries, WEBHOOK_JOB } from '../services/webhooks';
import { bindJobQueue, jobQueueFor, unbindJobQueue, type JobQueue } from '../lib/job-queue';
import { log } from '../lib/log';
import { beforeDatabaseCloses, whenDatabaseBoots } from './db';
import { runLogged, withRequestId } from './job-log';

/** One kind of job: its queue's policy and retries, its schedule, and the work it does. */
export interface JobSpec {
  /** Queue policy (`exclusive`: at most one queued or running, so overlapping ticks collapse), retries, expiry. */
  queue: Omit<Queue, 'name' | 'notify'>;
  /** Cron expression (UTC) for a recurring job; each tick is sent once whatever the instance count. */
  cron?: string;
  /** Also sent when the runtime starts (the first sweep or sync does not wait for the first tick). */
  atStart?: boolean;
  /** Whether this deployment runs it (a feed needs its service's URL). Default: always. */
  enabled?: (env: ApiEnv) => boolean;
  /**
   * How the worker takes this queue's jobs (default: one at a time, polling every 60 s when no
   * NOTIFY arrives): `batchSize` jobs a fetch, run at once, `localConcurrency` fetch loops, fetching
   * again at once while batches come back full, and polling every `pollSeconds`.
   */
  worker?: { batchSize: number; localConcurrency: number; pollSeconds: number };
  /**
   * Does the work; the returned text, if any, is logged. A throw fails the attempt (retried).
   * `stopping` aborts when the process stops: a long-running job (the CRM's sender) returns.
   */
  run: (db: Db, data: unknown, env: ApiEnv, stopping: AbortSignal) => Promise<string | void>;
}

/** A job whose data is checked against `data` before `run` sees it. */
export function defineJob<T>(
  data: z.ZodType<T>,
  spec: Omit<JobSpec, 'run'> & {
    run: (db: Db, data: T, env: ApiEnv, stopping: AbortSignal) => Promise<string | void>;
  },
): JobSpec {
  return { ...spec, run: (db, raw, env, stopping) => spec.run(db, data.parse(raw), env, stopping) };
}

const DAY = 24 * 3600;
const noData = z.unknown();
/** A scheduled job's next tick is its retry. */
const SCHEDULED = { policy: 'exclusive', retryLimit: 0 } as const;

export const MAIL_QUEUE = MAIL_JOB;
const CRM_QUEUE = 'crm.send';
export const WEBHOOK_QUEUE = WEBHOOK_JOB;

/**
 * Every job of the app (bookings' expiry, the stock and reference feeds, the recovery e-mail and
 * its lookup).
 */
export const JOBS = {
  'bookings.expire': defineJob(noData, {
    queue: { ...SCHEDULED, expireInSeconds: 120 },
    cron: '* * * * *',
    atStart: true,
    run: async (db) => {
      const n = await expireDueBookings(db);
      return n > 0 ? `expired ${n} booking(s)` : undefined;
    },
  }),
  // Reminders before a booking's expiration: once per booking and deadline (a unique index), so
  // two instances or a retried tick never remind twice (services/bookings/notices.ts).
  'bookings.remind': defineJob(noData, {
    queue: { ...SCHEDULED, expireInSeconds: 120 },
    cron: '* * * * *',
    atStart: true,
    run: async (db, _data, env) => {
      const n = await remindExpiringBookings(db, env.BOOKING_REMINDER_HOURS);
      return n > 0 ? `reminded ${n} booking(s)` : undefined;
    },
  }),
  'units.sync': defineJob(noData, {
    queue: { ...SCHEDULED, retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
    cron: '*/5 * * * *',
    atStart: true,
    enabled: (env) => Boolean(env.STOCK_SERVICE_URL),
    run: async (db, _data, env) => {
      if (!env.STOCK_SERVICE_URL) return 'STOCK_SERVICE_URL is not set';
      return `synced ${await syncUnits(db, httpStockSource(env.STOCK_SERVICE_URL))} unit(s)`;
    },
  }),
  'reference.sync': defineJob(noData, {
    queue: { ...SCHEDULED, retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
    cron: '*/5 * * * *',
    atStart: true,
    enabled: (env) => Boolean(env.REFERENCE_SERVICE_URL),
    run: async (db, _data, env) => {
      if (!env.REFERENCE_SERVICE_URL) return 'REFERENCE_SERVICE_URL is not set';
      const n = await syncReference(db, env.REFERENCE_SERVICE_URL);
      return `synced ${n.regions} region(s), ${n.offices} office(s)`;
    },
  }),
  // Old rows out (services/jobs/housekeeping.ts); `exclusive`: one pass at a time on any instance.
  'housekeeping.purge': defineJob(noData, {
    queue: { ...SCHEDULED, expireInSeconds: 900 },
    cron: '17 * * * *',
    run: async (db, _data, env) => void (await purgeOldRows(db, env)),
  }),
  // Sent in the transaction that records the message (services/mail), so none is lost in a crash.
  // Six attempts over about 16 minutes (30 s doubling), within the hour a recovery link lives.
  [MAIL_QUEUE]: defineJob(z.object({ outboxId: z.number().int().positive() }), {
    queue: {
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: 120,
    },
    run: async (db, { outboxId }) => deliverMail(db, outboxId),
  }),
  // One attempt of an outgoing webhook's delivery (services/webhooks): queued in the transaction
  // that records the event, and again with `startAfter` for each retry of WEBHOOK_RETRY_SCHEDULE
  // (the delivery's own schedule: the job itself is never retried).
  // Deliveries run 20 at a time in 2 loops (a slow receiver holds one slot, not the queue), and the
  // worker polls every 2 s: a retry's `startAfter` and the tail of a burst wait for no NOTIFY
  // (bench/README, pnpm bench:webhooks: one job at a time stalled after a burst).
  [WEBHOOK_QUEUE]: defineJob(z.object({ delivery: z.uuid() }), {
    queue: { retryLimit: 0, expireInSeconds: 180 },
    worker: { batchSize: 20, localConcurrency: 2, pollSeconds: 2 },
    run: async (db, { delivery }, env) => attemptDelivery(db, delivery, endpointDisabled, env),
  }),
  // Due deliveries that no job carries (written while no queue ran, or a lost job) get one.
  'webhooks.sweep': defineJob(noData, {
    queue: { ...SCHEDULED, expireInSeconds: 120 },
    cron: '* * * * *',
    atStart: true,
    run: async (db) => {
      const n = await sweepDeliveries(db);
      return n > 0 ? `queued ${n} webhook deliveries` : undefined;
    },
  }),
  // The CRM's sender (services/crm, docs/crm.md): `stately`, so one run is active in the whole
  // deployment (the CRM's rate holds) and one more may wait. Each run sends for 50 s (pausing
  // 0.5 s when nothing is due), then queues the next, which starts as it ends; the minute's tick
  // is the backstop (after a restart, or a killed run: its job expires in 70 s, its claimed rows
  // go back after their 30 s lease).
  [CRM_QUEUE]: defineJob(noData, {
    queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 70 },
    worker: { batchSize: 1, localConcurrency: 1, pollSeconds: 2 },
    cron: '* * * * *',
    atStart: true,
    enabled: (env) => env.CRM_PROVIDER !== 'NONE',
    run: async (db, _data, _env, stopping) => {
      const said = await runCrmSender(db, { forMs: 50_000, stopping });
      if (!stopping.aborted) await jobQueueFor(CRM_QUEUE)?.send(CRM_QUEUE, {});
      return said;
    },
  }),
  // A refund through the provider (services/payments/refund-job.ts), queued with the request's
  // transaction: REFUND_ATTEMPTS attempts over about 8 minutes (30 s doubling), each under the
  // payment's idempotence key, so a retry or a second job never refunds twice.
  [REFUND_JOB]: defineJob(z.object({ payment: z.uuid() }), {
    queue: {
      retryLimit: REFUND_ATTEMPTS - 1,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 300,
      expireInSeconds: 120,
    },
    run: async (db, { payment }) => attemptRefund(db, payment),
  }),
  // REQUESTED refunds no job carries (requested while no queue ran, or a lost job) get one.
  'payments.refundSweep': defineJob(noData, {
    queue: { ...SCHEDULED, expireInSeconds: 120 },
    cron: '*/5 * * * *',
    run: async (db) => {
      const n = await sweepRefunds(db);
      return n > 0 ? `queued ${n} refund(s)` : undefined;
    },
  }),
  // The recovery request answers before the lookup (services/auth/recovery.ts), so a registered
  // address answers as fast as an unknown one; the job writes the token and the e-mail.
  [RECOVERY_JOB]: defineJob(z.object({ email: z.string().max(254) }), {
    queue: { retryLimit: 2, retryDelay: 10, expireInSeconds: 60 },
    run: async (db, { email }) => sendRecoveryLink(db, email),
  }),
} satisfies Record<string, JobSpec>;

const jobsLog = log.child({ component: 'jobs' });

/** Polling when no notification arrives: every 60 s with LISTEN/NOTIFY, 5 s without it. */
const POLL = { pollingIntervalSeconds: 5, notifyPollingIntervalSeconds: 60 };
/** pg-boss's own PostgreSQL pool per instance (workers, maintenance, cron; LISTEN takes one more). */
const POOL_SIZE = 3;
/** How long a stopping process waits for running jobs before it lets go of them (they are retried). */
const STOP_TIMEOUT_MS = 15_000;

export interface StartJobsOptions {
  /** The jobs to run; default: every job of the app. */
  jobs?: Record<string, JobSpec>;
  /** Run workers, schedules and start-up jobs; `false` only creates the queues (send-only). */
  work?: boolean;
  /** Polling interval in seconds for every worker (tests); default POLL. */
  pollSeconds?: number;
  env?: ApiEnv;
}

export interface JobRuntime {
  readonly boss: PgBoss;
  send(name: string, data?: object): Promise<string | null>;
  /**
   * Stops taking jobs, waits for running ones (up to `timeoutMs`, default 15 s; those still running
   * then are retried later), and lets go of the database.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/** pg-boss is loaded on first use (~0.3 s, ~23 MiB), off the path of the first request. */
const loadPgBoss = () => import('pg-boss');

async function newBoss(handle: DbHandle): Promise<PgBoss> {
  const { PgBoss, fromPglite } = await loadPgBoss();
  const common = { schema: JOB_SCHEMA, useListenNotify: true, flowIntervalSeconds: 60 };
  if (handle.pglite) {
    return new PgBoss({ ...common, db: fromPglite(handle.pglite), backend: 'pglite' });
  }
  if (!handle.url) throw new Error('The job queue needs PGlite or a PostgreSQL URL');
  return new PgBoss({
    ...common,
    connectionString: handle.url,
    max: POOL_SIZE,
    application_name: 'booking-jobs',
  });
}

/** The app's transaction as pg-boss runs statements in it (PGlite answers rows, postgres.js a list). */
function inTransaction(tx: Db): DrizzleTransactionLike {
  return {
    execute: async (query) => {
      return { rows: rowsOf(await tx.execute(query as SQLWrapper)) };
    },
  };
}

/**
 * Creates the queue, or brings an existing one's policy in line with the table. Finished jobs
 * (failures listed by `jobs.failed` among them) are kept JOB_RETENTION_DAYS, then pg-boss deletes them.
 */
async function ensureQueue(boss: PgBoss, name: string, spec: JobSpec, env: ApiEnv): Promise<void> {
  const queue = { deleteAfterSeconds: env.JOB_RETENTION_DAYS * DAY, ...spec.queue };
  if (await boss.getQueue(name)) {
    const { policy: _fixed, partition: _fixedToo, deadLetter: _unused, ...options } = queue;
    await boss.updateQueue(name, { ...options, notify: true });
  } else {
    await boss.createQueue(name, { ...queue, notify: true });
  }
}

async function workOn(
  boss: PgBoss,
  db: Db,
  name: string,
  spec: JobSpec,
  opts: { env: ApiEnv; pollSeconds?: number; stopping: AbortSignal },
): Promise<void> {
  const seconds = opts.pollSeconds ?? spec.worker?.pollSeconds;
  const poll = seconds
    ? { pollingIntervalSeconds: seconds, notifyPollingIntervalSeconds: seconds }
    : POLL;
  const run = (job: Parameters<typeof runLogged>[0]) =>
    runLogged(job, (data) => spec.run(db, data, opts.env, opts.stopping)).catch((e: unknown) => {
      countJobFailure(name);
      throw e;
    });
  if (spec.worker) {
    const { batchSize, localConcurrency } = spec.worker;
    const options = { ...poll, batchSize, localConcurrency, burstWhenBatchFull: true };
    // The jobs of a batch at once; a failure fails the batch only after every job has run.
    await boss.work(name, options, async (jobs) => {
      const failed = (await Promise.allSettled(jobs.map(run))).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    });
    return;
  }
  await boss.work(name, poll, async (jobs) => {
    for (const job of jobs) await run(job);
  });
}

/** What the domains queue through (lib/job-queue.ts): `names`, each job with its request's id. */
async function jobQueueOf(boss: PgBoss, names: ReadonlySet<string>): Promise<JobQueue> {
  const { fromDrizzle } = await loadPgBoss();
  return {
    has: (name) => names.has(name),
    insert: async (tx, name, jobs) => {
      const rows = jobs.map((j) => ({
        data: withRequestId(j.data),
        ...(j.startAfter ? { startAfter: j.startAfter } : {}),
      }));
      await boss.insert(name, rows, { db: fromDrizzle(inTransaction(tx), sql) });
    },
    send: async (name, data) => void (await boss.send(name, withRequestId(data))),
  };
}

/** Starts the queue on the database of `handle`: queues, workers, schedules, start-up jobs. */
export async function startJobs(
  handle: DbHandle,
  options: StartJobsOptions = {},
): Promise<JobRuntime> {
  const { jobs = JOBS as Record<string, JobSpec>, work = true, env = getEnv() } = options;
  const boss = await newBoss(handle);
  const stopping = new AbortController();
  boss.on('error', (e) => jobsLog.error({ err: e }, 'job queue error'));
  boss.on('warning', (w) => jobsLog.warn(w.message));
  await boss.start();
  for (const [name, spec] of Object.entries(jobs)) await ensureQueue(boss, name, spec, env);
  // The process's one job queue binding (lib/job-queue.ts), made once the queues exist: it takes
  // webhook deliveries at once (the sweep queued at start uses it), the rest once every worker runs
  // (work done at start delivers its mail at once: on PGlite a queued job waits for a long poll).
  const taken = new Set<string>(WEBHOOK_QUEUE in jobs ? [WEBHOOK_QUEUE] : []);
  const bound = await jobQueueOf(boss, taken);
  bindJobQueue(bound);
  for (const [name, spec] of Object.entries(jobs)) {
    const enabled = spec.enabled?.(env) ?? true;
    if (!work) continue;
    if (spec.cron && enabled) await boss.schedule(name, spec.cron, null, { tz: 'UTC' });
    else if (spec.cron) await boss.unschedule(name);
    if (!enabled) continue;
    await workOn(boss, handle.db, name, spec, {
      env,
      pollSeconds: options.pollSeconds,
      stopping: stopping.signal,
    });
    if (spec.atStart) await boss.send(name, {});
  }
  for (const name of Object.keys(jobs)) taken.add(name);
  const watched = { boss, names: Object.keys(jobs) };
  metricsQueue.current = watched;
  return {
    boss,
    send: (name, data = {}) => boss.send(name, withRequestId(data)),
    stop: async (timeoutMs = STOP_TIMEOUT_MS) => {
      if (metricsQueue.current === watched) metricsQueue.current = null;
      unbindJobQueue(bound);
      stopping.abort();
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

/** The queue `/metrics` reads (the last one started), on globalThis like the server's jobs. */
const metricsQueue = ((
  globalThis as { __appMetricsQueue?: { current: Watched | null } }
).__appMetricsQueue ??= { current: null });
type Watched = { boss: PgBoss; names: string[] };

/**
 * The job queues' depth into the metrics: pg-boss's per-queue counts, which its monitor refreshes
 * every 60 s (one indexed read of `pgboss.queue`, not a count over the job table).
 */
export async function readJobQueueMetrics(): Promise<void> {
  const watched = metricsQueue.current;
  if (watched) setJobQueues(await watched.boss.getQueues(watched.names));
}

/** Where the server's job queue is: readiness (`/readyz`) wants `running`. */
export type JobQueueState = 'not_started' | 'starting' | 'running' | 'failed' | 'stopped';

// On globalThis: one queue per process, also across Next's development reloads of this module.
const holder = globalThis as unknown as { __appJobs?: { state: JobQueueState } };

/** The server's job queue's state (`not_started` in a process that runs no jobs). */
export function jobQueueState(): JobQueueState {
  return holder.__appJobs?.state ?? 'not_started';
}

/**
 * The server's jobs: started once per process as soon as the database is up (now, or when a later
 * boot succeeds), stopped before the database closes at shutdown (runtime/lifecycle.ts). Called by
 * the server's start-up only: never by `next build`, scripts or tests.
 */
export function startServerJobs(): void {
  if (holder.__appJobs) return;
  const jobs = (holder.__appJobs = { state: 'not_started' as JobQueueState });
  void whenDatabaseBoots(async (handle) => {
    const started = performance.now();
    jobs.state = 'starting';
    const starting = startJobs(handle);
    // A stop that comes while the queue is still starting waits for it, then stops it.
    beforeDatabaseCloses(async (deadline) => {
      const runtime = await starting.catch(() => null);
      jobs.state = 'stopped';
      await runtime?.stop(Math.max(1000, deadline - Date.now()));
      jobsLog.info('job queue stopped');
    });
    try {
      await starting;
    } catch (e) {
      jobs.state = 'failed';
      throw e;
    }
    if (jobs.state === 'starting') jobs.state = 'running';
    jobsLog.info({ duration_ms: Math.round(performance.now() - started) }, 'job queue started');
  });
}
