/**
 * The server process's life: the node:http server's connections (created by runtime/serve.ts) and
 * the one shutdown sequence on SIGTERM/SIGINT (`shutdown`; docs/decisions.md, Health and graceful
 * shutdown).
 * Trap: never import the request listener here: Next's server graph loads this file through
 * `startServer` (runtime/index.ts) and refuses the customer pages the listener reaches.
 */
import http, { type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { constants } from 'node:os';
import { getEnv } from '../env';
import { log as rootLog } from '../lib/log';
import { closeDatabase } from './db';
import { markShuttingDown } from './probes';

export interface ListenOptions {
  port: number;
  hostname?: string;
  /** More handlers on the server before it listens (Next's upgrade handler in development). */
  configure?: (server: http.Server) => void;
}

/** How long closing (jobs, renderers, database) may run past SHUTDOWN_TIMEOUT_MS before exit 1. */
const CLOSE_GRACE_MS = 5000;
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * While draining, a connection with nothing to answer is closed once it has stayed so this long: a
 * client in the middle of a series sends its next request within it and gets an answer saying
 * `Connection: close`, where closing at once would reset a request already on its way.
 */
const IDLE_GRACE_MS = 250;

interface Lifecycle {
  draining: boolean;
  server?: http.Server;
  /** Open connections and their answers not finished yet, in the order they were asked. */
  connections: Map<Socket, ServerResponse[]>;
  shutdown?: Promise<void>;
}

const log = rootLog.child({ component: 'shutdown' });

// On globalThis: one server per process, whichever copy of this module loaded it.
const holder = globalThis as unknown as { __appLifecycle?: Lifecycle };
const life: Lifecycle = (holder.__appLifecycle ??= { draining: false, connections: new Map() });

/**
 * Creates the process's server on `listener`, counted for the shutdown, and listens; resolves once
 * it does.
 */
export async function listenManaged(
  listener: http.RequestListener,
  opts: ListenOptions,
): Promise<http.Server> {
  if (life.draining) throw new Error('The server is shutting down');
  const server = http.createServer((req, res) => {
    track(req.socket, res);
    return listener(req, res);
  });
  // Longer than a load balancer's idle timeout, so it closes idle connections first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('connection', (socket: Socket) => {
    life.connections.set(socket, []);
    socket.once('close', () => life.connections.delete(socket));
  });
  opts.configure?.(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  life.server = server;
  return server;
}

/**
 * Counts an answer on its connection. While draining, the last answer asked on a connection says
 * `Connection: close` (Node then closes the connection after it); one with a pipelined request
 * behind it does not, or that request would go unanswered: the connection closes after the last.
 */
function track(socket: Socket, res: ServerResponse): void {
  const answers = life.connections.get(socket) ?? [];
  answers.push(res);
  life.connections.set(socket, answers);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (life.draining && answers.at(-1) === res) this.shouldKeepAlive = false;
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  // 'close' comes after the answer's last byte went to the socket (or the client went away).
  res.once('close', () => {
    answers.splice(answers.indexOf(res), 1);
    if (life.draining && answers.length === 0) closeWhenIdle(socket, answers);
  });
}

/** Closes `socket` if it still has nothing to answer after IDLE_GRACE_MS. */
function closeWhenIdle(socket: Socket, answers: ServerResponse[]): void {
  setTimeout(() => {
    if (answers.length === 0) socket.destroySoon();
  }, IDLE_GRACE_MS).unref();
}

/** Draining: no new connection; open ones end as soon as they have nothing left to answer. */
function drain(server: http.Server, deadline: number): Promise<number> {
  for (const [socket, answers] of life.connections)
    if (answers.length === 0) closeWhenIdle(socket, answers);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      const cut = life.connections.size;
      for (const socket of life.connections.keys()) socket.destroy();
      resolve(cut);
    }, deadline - Date.now());
    // net.Server's close: http.Server's would also destroy connections whose last answer has been
    // ended but is still being written (a large file to a slow client).
    (Object.getPrototypeOf(http.Server.prototype) as typeof http.Server.prototype).close.call(
      server,
      () => {
        clearTimeout(timer);
        resolve(0);
      },
    );
  });
}

function shutdownTimeoutMs(): number {
  try {
    return getEnv().SHUTDOWN_TIMEOUT_MS;
  } catch {
    return DEFAULT_SHUTDOWN_TIMEOUT_MS; // a configuration that never started the server
  }
}

/**
 * The shutdown sequence: `/readyz` 503 and the listening socket closed at once; open connections
 * served on (`Connection: close`, closed after IDLE_GRACE_MS idle) until the last one closes or
 * SHUTDOWN_TIMEOUT_MS cuts them; then closeDatabase runs its hooks (the job queue gets what is
 * left, at least 1 s; the PDF pool; the rate-limit flush) and closes the database. Resolves when
 * it has closed. Called once; a second call answers the first one's promise.
 */
export function shutdown(reason: string): Promise<void> {
  life.shutdown ??= (async () => {
    const started = Date.now();
    const timeoutMs = shutdownTimeoutMs();
    const deadline = started + timeoutMs;
    life.draining = true;
    markShuttingDown();
    const open = life.connections.size;
    // The listening socket is closed when drain() returns: the line below means it.
    const drained = life.server ? drain(life.server, deadline) : Promise.resolve(0);
    log.info({ signal: reason, connections: open, timeout_ms: timeoutMs }, 'shutdown: draining');
    const cut = await drained;
    log.info({ duration_ms: Date.now() - started, cut }, 'shutdown: connections closed');
    await closeDatabase(deadline);
    log.info({ duration_ms: Date.now() - started }, 'shutdown: done');
  })();
  return life.shutdown;
}

/**
 * SIGTERM and SIGINT run the shutdown, then exit 0; a second one exits at once. Installed once,
 * by the server's start-up (runtime/index.ts `startServer`).
 */
export function exitOnSignals(): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'shutdown: second signal, exiting now');
      process.exit(128 + (constants.signals[signal] ?? 1));
    }
    stopping = true;
    const watchdog = setTimeout(() => {
      log.error('shutdown: closing did not finish in time, exiting');
      process.exit(1);
    }, shutdownTimeoutMs() + CLOSE_GRACE_MS);
    watchdog.unref();
    void shutdown(signal).then(
      () => process.exit(0),
      (e: unknown) => {
        log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
