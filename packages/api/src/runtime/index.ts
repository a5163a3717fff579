/**
 * The server side of the API (`@app/api/server`): for apps/web/server.ts, server components,
 * instrumentation and the HTTP tests. The listener is apart (`@app/api/listener`): it reaches the
 * customer pages' react-dom/server, which Next refuses.
 */
import { setDbNotices } from '@app/db';
import { getEnv, startupWarnings } from '../env';
import { log } from '../lib/log';
import { closeRenderPool } from '../services/documents';
import { closeRateLimitStores } from '../services/rate-limit';
import { beforeDatabaseCloses, bootWithRetry } from './db';
import { startServerJobs } from './jobs';
import { exitOnSignals } from './lifecycle';

export { beforeDatabaseCloses, databaseAnswers, getDb, getDbHandle } from './db';
export { shutdown } from './lifecycle';
export { outboxAttachments, type OutboxAttachment } from '../services/mail';
export { clientIp, MAX_BODY_BYTES } from './http';
export { JOBS, startJobs, type JobRuntime, type JobSpec } from './jobs';
export { handleTrpcRequest, MAX_BATCH_SIZE, type HandleOptions } from './trpc-route';

// On globalThis: once per process, whichever copy of this module is called (server.ts's bundle,
// Next's instrumentation).
const holder = globalThis as unknown as { __appServerStarted?: boolean };

/**
 * What a server process starts beside HTTP (apps/web/server.ts; instrumentation.ts), all of it
 * here. Once per process; never called during `next build`, by scripts or tests. Nothing is
 * registered for the domains: a booking's end, a disabled webhook endpoint and the like are
 * explicit use cases their callers run (services/booking-lifecycle, docs/architecture.md).
 */
export function startServer(): void {
  if (holder.__appServerStarted) return;
  holder.__appServerStarted = true;
  // The shutdown on SIGTERM/SIGINT (runtime/lifecycle.ts), and the database's notices logged.
  exitOnSignals();
  setDbNotices(log.child({ component: 'db' }));
  warnAboutConfiguration();
  // The job queue (pg-boss) once the database boots: every job of runtime/jobs.ts's JOBS (the
  // expiry and reminder sweeps, the feeds, mail and webhook deliveries, the webhook sweep,
  // housekeeping, recovery), and the process's one job queue binding (lib/job-queue.ts) that
  // the outbox, webhooks and `runLater` queue through while it runs.
  startServerJobs();
  // The API counters counted since the last flush reach the store before the database closes.
  beforeDatabaseCloses(closeRateLimitStores);
  // The PDF render pool (services/documents): its renderers finish what they render and end.
  beforeDatabaseCloses(closeRenderPool);
  // The database: migrated, seeded (the demo month replayed) when empty, retried until it answers.
  void bootWithRetry();
}

/** A configuration that starts but must not go unnoticed, logged (env.ts, `startupWarnings`). */
function warnAboutConfiguration(): void {
  let warnings: string[];
  try {
    warnings = startupWarnings(getEnv());
  } catch (e) {
    // An invalid configuration, or development secrets that cannot be stored: its message, no stack.
    log.fatal({ reason: e instanceof Error ? e.message : String(e) }, 'not starting');
    process.exit(1);
  }
  for (const line of warnings) log.warn(line);
}
