/**
 * The HTTP side of the API, shared by the Next.js route and the HTTP tests: one database per
 * process, transport limits, and the tRPC fetch handler.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { bootDatabase, type Db, type DbHandle } from '@app/db';
import { createContext } from './context';
import { getEnv } from './env';
import { AppError } from './errors';
import { appRouter } from './root';
import { expireDueBookings } from './services/bookings';
import { every } from './lib/feed';
import { syncReference } from './services/reference';
import { httpStockSource, syncUnits } from './services/units';

export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_BATCH_SIZE = 20;

const globalForDb = globalThis as unknown as { __appDb?: Promise<Db> };
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * The process's database, migrated and seeded on first use (only once, even across dev reloads),
 * with the expiry sweeper started beside it.
 */
export function getDb(): Promise<Db> {
  globalForDb.__appDb ??= bootDatabase().then(
    (h) => {
      startExpirySweeper(h.db);
      startFeeds(h.db);
      closeOnExit(h);
      return h.db;
    },
    (e: unknown) => {
      // Not cached: the next request tries again (the database may come up later).
      globalForDb.__appDb = undefined;
      throw e;
    },
  );
  return globalForDb.__appDb;
}

export const FEED_SYNC_INTERVAL_MS = 5 * 60_000;

/** Syncs the projections of the services this one depends on, when they are configured. */
function startFeeds(db: Db): void {
  const { STOCK_SERVICE_URL, REFERENCE_SERVICE_URL } = getEnv();
  if (STOCK_SERVICE_URL) {
    const source = httpStockSource(STOCK_SERVICE_URL);
    every(
      'stock',
      FEED_SYNC_INTERVAL_MS,
      async () => `synced ${await syncUnits(db, source)} unit(s)`,
    );
  }
  if (REFERENCE_SERVICE_URL) {
    every('reference', FEED_SYNC_INTERVAL_MS, async () => {
      const n = await syncReference(db, REFERENCE_SERVICE_URL);
      return `synced ${n.regions} region(s), ${n.offices} office(s)`;
    });
  }
}

/**
 * Closes the database when the process is asked to stop. An embedded PGlite that is not closed
 * recovers on the next start as after a crash (sequences skip ahead, for one).
 */
function closeOnExit(handle: DbHandle): void {
  const stop = (signal: NodeJS.Signals) => {
    handle.close().finally(() => process.kill(process.pid, signal));
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop(signal));
}

/** Expires lapsed bookings every minute; safe with several instances (see expireDueBookings). */
export function startExpirySweeper(db: Db, intervalMs = SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const n = await expireDueBookings(db);
      if (n > 0) console.info(`[sweeper] expired ${n} booking(s)`);
    } catch (e) {
      console.error('[sweeper] failed:', e);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

const TRANSPORT_CODES = {
  413: ['PAYLOAD_TOO_LARGE', -32013],
  415: ['UNSUPPORTED_MEDIA_TYPE', -32015],
  503: ['SERVICE_UNAVAILABLE', -32603],
} as const;

/** An error in tRPC's envelope for what is refused before tRPC runs. */
function jsonError(
  status: keyof typeof TRANSPORT_CODES,
  appCode: string,
  message: string,
): Response {
  const [code, rpc] = TRANSPORT_CODES[status];
  return Response.json(
    { error: { message, code: rpc, data: { code, httpStatus: status, appCode } } },
    { status },
  );
}

/** Reads at most `max` bytes of the body; null when it is larger. */
async function readLimited(req: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > max) return null;
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export interface HandleOptions {
  endpoint?: string;
  sessionUserId?: () => Promise<string | null>;
  db?: Db;
}

export async function handleTrpcRequest(req: Request, opts: HandleOptions = {}): Promise<Response> {
  let request = req;
  if (req.method === 'POST') {
    const type = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      return jsonError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Mutations accept only Content-Type: application/json',
      );
    }
    const body = await readLimited(req, MAX_BODY_BYTES);
    if (!body) return jsonError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB');
    request = new Request(req.url, {
      method: 'POST',
      headers: req.headers,
      body: Buffer.from(body),
    });
  }
  let db: Db;
  try {
    db = opts.db ?? (await getDb());
  } catch (e) {
    console.error('[trpc] database unavailable:', e);
    return jsonError(
      503,
      'DATABASE_UNAVAILABLE',
      'The service is starting or its database is unreachable; try again shortly',
    );
  }
  const env = getEnv();
  const selfOrigin = new URL(req.url).origin;
  return fetchRequestHandler({
    endpoint: opts.endpoint ?? '/api/trpc',
    req: request,
    router: appRouter,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: () =>
      createContext({
        db,
        headers: req.headers,
        sessionUserId: opts.sessionUserId,
        allowedOrigins: [...new Set([new URL(env.PUBLIC_BASE_URL).origin, selfOrigin])],
      }),
    responseMeta({ errors }) {
      const retryAfter = errors
        .map((e) => (e instanceof AppError ? e.retryAfter : undefined))
        .find(Boolean);
      return retryAfter ? { headers: new Headers({ 'Retry-After': String(retryAfter) }) } : {};
    },
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        console.error(`[trpc] ${path ?? '?'}:`, error.cause ?? error);
    },
  });
}
