/**
 * The process's database: booted once by `bootDatabase` (migrations, demo seed when empty, the demo
 * month when wanted), booted again on the next call while unreachable, and closed at shutdown after
 * the hooks registered to stop before it (the job queue).
 */
import { sql } from 'drizzle-orm';
import { bootDatabase, isStartRefused, type Db, type DbHandle } from '@app/db';
import { log } from '../lib/log';
import { busyCode, unavailableCode } from '../lib/pg-errors';
import { seedDemoMonthOnBoot } from '../services/demo-month';

type BootHook = (handle: DbHandle) => Promise<void> | void;
/** Stops something before the database closes; `deadline` (epoch ms) is when the stop should be done. */
type CloseHook = (deadline: number) => Promise<void>;

interface DbState {
  handle?: Promise<DbHandle>;
  booted?: DbHandle;
  onBoot: BootHook[];
  beforeClose: CloseHook[];
}

// On globalThis: one database per process, also across Next's development reloads of this module.
const holder = globalThis as unknown as { __appDbState?: DbState };
const state: DbState = (holder.__appDbState ??= { onBoot: [], beforeClose: [] });

/** The booted database handle; a failed boot is not kept, so the next call tries again. */
export function getDbHandle(): Promise<DbHandle> {
  state.handle ??= bootDatabase().then(
    async (handle) => {
      // Before the first request: a demo opens on the whole month, never on half of it.
      await seedDemoMonthOnBoot(handle);
      state.booted = handle;
      // In the background: requests do not wait for what starts beside the database.
      const started = state.onBoot.map((hook) => runBootHook(hook, handle));
      void Promise.all(started).then(collectBootGarbage);
      return handle;
    },
    (e: unknown) => {
      state.handle = undefined;
      throw e;
    },
  );
  return state.handle;
}

/** The process's database (see getDbHandle). */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/**
 * Whether the database answers `select 1` within `timeoutMs` (readiness). Before the first boot
 * this joins (or starts) a boot attempt; a failure or the timeout answers false, never throws.
 */
export async function databaseAnswers(timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  const probe = getDb()
    .then((db) => db.execute(sql`select 1`))
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `hook` once the database is up: now if it already is, else right after it boots. */
export async function whenDatabaseBoots(hook: BootHook): Promise<void> {
  state.onBoot.push(hook);
  if (state.booted) await runBootHook(hook, state.booted);
}

/** Runs `hook` when the process is asked to stop, before the database closes (last added first). */
export function beforeDatabaseCloses(hook: CloseHook): void {
  state.beforeClose.unshift(hook);
}

/**
 * Booting leaves tens of MB of garbage (migrations, the demo seed on a new database, the job
 * queue's start) that an idle process would otherwise keep until it next allocates: collected
 * once the boot hooks are done, when the process runs with --expose-gc (apps/web's start script).
 */
function collectBootGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

async function runBootHook(hook: BootHook, handle: DbHandle): Promise<void> {
  try {
    await hook(handle);
  } catch (e) {
    log.error({ err: e }, 'a start-up step failed');
  }
}

/**
 * At shutdown (runtime/lifecycle.ts), after the HTTP server has drained: the hooks (the job queue
 * finishes its running jobs, the PDF renderers end, the rate-limit counters are flushed), then the
 * database. An embedded PGlite that is not closed recovers on the next start as after a crash
 * (sequences skip ahead, for one). A failing hook is logged and the next one still runs.
 */
export async function closeDatabase(deadline: number): Promise<void> {
  for (const hook of state.beforeClose) {
    await hook(deadline).catch((e: unknown) =>
      log.error({ component: 'shutdown', err: e }, 'shutdown: a step failed'),
    );
  }
  const booted = state.booted;
  state.booted = undefined;
  await booted
    ?.close()
    .catch((e: unknown) =>
      log.error({ component: 'shutdown', err: e }, 'shutdown: the database did not close'),
    );
}

/**
 * Boots the database in the background until it answers, retrying with a growing pause. A refusal
 * that waiting cannot fix (the PGlite directory held by another process, invalid configuration, a
 * production database without ADMIN_*) stops the process with its message instead.
 */
export async function bootWithRetry(maxPauseMs = 30_000): Promise<DbHandle> {
  for (let pause = 1000; ; pause = Math.min(pause * 2, maxPauseMs)) {
    try {
      return await getDbHandle();
    } catch (e) {
      if (isStartRefused(e)) {
        log.fatal({ reason: e.message }, 'not starting');
        process.exit(1);
      }
      // An unreachable (or full) database is one short line a try; anything else keeps its stack.
      const code = unavailableCode(e) ?? busyCode(e);
      log.warn(
        { retry_in_ms: pause, ...(code ? { code } : { err: e }) },
        'the database failed to start; retrying',
      );
      await new Promise((resolve) => setTimeout(resolve, pause).unref());
    }
  }
}

/**
 * The database handle once booted (migrated and seeded), without starting a boot: `/metrics` reads
 * its activity, `/readyz` asks it.
 */
export function bootedHandle(): DbHandle | undefined {
  return state.booted;
}
