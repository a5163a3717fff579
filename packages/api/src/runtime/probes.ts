/**
 * `GET /livez` and `GET /readyz` (docs/api.md#plain-routes), answered by the listener before
 * anything else (no rate limit, no session, no body read). Why each checks what it does:
 * docs/decisions.md, Health and graceful shutdown.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { migrationsApplied, type Db } from '@app/db';
import { bootedHandle } from './db';
import { jobQueueState, type JobQueueState } from './jobs';

/** How long `/readyz` waits for the database: below an orchestrator's usual 1 s probe timeout. */
export const READY_DB_TIMEOUT_MS = 800;

export type DatabaseCheck = 'ok' | 'starting' | 'timeout' | 'error';
export type MigrationsCheck = 'ok' | 'pending' | 'unknown';

export interface Readiness {
  status: 'ready' | 'not_ready' | 'shutting_down';
  checks?: { database: DatabaseCheck; migrations: MigrationsCheck; jobs: JobQueueState | 'ok' };
}

/** What readiness reads; the process's own by default, others in tests. */
export interface ReadinessSources {
  /** The database once booted (migrated), undefined while it starts. */
  db: () => Db | undefined;
  jobs: () => JobQueueState;
  shuttingDown: () => boolean;
}

// On globalThis: one answer per process, whichever copy of this module the server loaded.
const holder = globalThis as unknown as { __appShuttingDown?: boolean };

/** From the shutdown signal on, `/readyz` answers 503 (runtime/lifecycle.ts). */
export function markShuttingDown(): void {
  holder.__appShuttingDown = true;
}

export const processReadiness: ReadinessSources = {
  db: () => bootedHandle()?.db,
  jobs: jobQueueState,
  shuttingDown: () => holder.__appShuttingDown === true,
};

type DbProbe = { database: DatabaseCheck; migrations: MigrationsCheck };

/** The database check in flight, per database: probes that come meanwhile share it. */
const inFlight = new WeakMap<Db, Promise<DbProbe>>();

/** One statement: it answers (the database is up) and says whether the migrations are applied. */
function probeDatabase(db: Db): Promise<DbProbe> {
  let probe = inFlight.get(db);
  if (!probe) {
    probe = migrationsApplied(db).then(
      (applied): DbProbe => ({ database: 'ok', migrations: applied ? 'ok' : 'pending' }),
      (): DbProbe => ({ database: 'error', migrations: 'unknown' }),
    );
    const settled = probe;
    inFlight.set(db, settled);
    void settled.finally(() => {
      if (inFlight.get(db) === settled) inFlight.delete(db);
    });
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DbProbe>((resolve) => {
    timer = setTimeout(() => {
      // A statement that hangs is not waited for by the next probe: it asks again.
      if (inFlight.get(db) === probe) inFlight.delete(db);
      resolve({ database: 'timeout', migrations: 'unknown' });
    }, READY_DB_TIMEOUT_MS);
  });
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}

/** The readiness answer: each check, and whether all of them pass. */
export async function readiness(sources: ReadinessSources = processReadiness): Promise<Readiness> {
  if (sources.shuttingDown()) return { status: 'shutting_down' };
  const db = sources.db();
  const dbCheck: DbProbe = db
    ? await probeDatabase(db)
    : { database: 'starting', migrations: 'unknown' };
  if (sources.shuttingDown()) return { status: 'shutting_down' };
  const queue = sources.jobs();
  const checks = { ...dbCheck, jobs: queue === 'running' ? ('ok' as const) : queue };
  const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.jobs === 'ok';
  return { status: ready ? 'ready' : 'not_ready', checks };
}

export const PROBE_PATHS = new Set(['/livez', '/readyz']);

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': String(Buffer.byteLength(text)),
  };
  if (status === 405) headers.allow = 'GET, HEAD';
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Answers `/livez` or `/readyz` (a path in PROBE_PATHS); GET and HEAD only. */
export async function answerProbe(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  sources: ReadinessSources = processReadiness,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    answer(req, res, 405, { status: 'method_not_allowed' });
    return;
  }
  // /livez: 200 while the process serves, also while it drains; it never touches the database.
  if (pathname === '/livez') {
    answer(req, res, 200, { status: 'ok' });
    return;
  }
  const state = await readiness(sources);
  answer(req, res, state.status === 'ready' ? 200 : 503, state);
}
