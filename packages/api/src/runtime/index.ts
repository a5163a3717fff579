/**
 * The server side of the API (`@app/api/server`), used by the app's node:http server
 * (apps/web/server.ts), server components and instrumentation, and the HTTP tests. The request
 * listener is `@app/api/listener` (runtime/app.ts), for apps/web/server.ts only: through
 * the plain routes it reaches the customer pages, rendered with react-dom/server, which Next.js
 * refuses in its server graph.
 */
import { setDbNotices } from '@app/db';
import { getEnv, startupWarnings } from '../env';
import { log } from '../lib/log';
import { closeRenderPool } from '../services/documents';
import { registerNotificationHooks } from '../services/notifications';
import { registerPaymentHooks } from '../services/payments';
import { registerQueueHooks } from '../services/queue';
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
 * What a server process starts beside HTTP (apps/web/server.ts; instrumentation.ts): the
 * database, booted until it answers, the job queue once it does, and the shutdown on
 * SIGTERM/SIGINT (runtime/lifecycle.ts). Once per process; never called during `next build`, by
 * scripts or tests.
 */
export function startServer(): void {
  if (holder.__appServerStarted) return;
  holder.__appServerStarted = true;
  exitOnSignals();
  setDbNotices(log.child({ component: 'db' }));
  warnAboutConfiguration();
  registerPaymentHooks();
  registerNotificationHooks();
  registerQueueHooks();
  startServerJobs();
  // The API counters counted since the last flush reach the store before the database closes.
  beforeDatabaseCloses(closeRateLimitStores);
  // The PDF renderers finish what they render and end.
  beforeDatabaseCloses(closeRenderPool);
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
