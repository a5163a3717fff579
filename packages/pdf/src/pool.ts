import os from 'node:os';
import { Piscina } from 'piscina';
import { RenderBusyError, RenderFailedError, RenderTimeoutError } from './errors';
import {
  TEST_KINDS,
  type PoolWorkerData,
  type RenderDataByKind,
  type RenderKind,
  type RenderResult,
  type RenderTask,
  type StartedMessage,
  type TestRenderKind,
} from './jobs';

/**
 * @app/pdf/pool: renders the documents on worker threads (piscina), because react-pdf blocks its
 * thread for the whole layout (a 360-row schedule takes hundreds of milliseconds).
 *
 * - `size` workers (default `defaultPoolSize()`: the cores minus one, 1..4), one job at a time
 *   each, at a lower scheduling priority (nice 10) so the API's event loop goes first.
 * - At most `maxQueue` jobs wait (default 16); one more is refused at once with
 *   RenderBusyError, never queued without bound. Its `retryAfterSeconds` is when the queue is
 *   likely drained: the jobs ahead (waiting and running) per worker × the recent average render
 *   time (`estimateRetryAfter`, 1..120 s).
 * - A job running longer than `timeoutMs` (default 10 s, counted from when its worker starts it)
 *   is aborted: piscina terminates its worker and starts another; it rejects with
 *   RenderTimeoutError.
 * - An exception inside a template rejects that job with RenderFailedError; the worker stays.
 *   A worker that crashes or exits is replaced by piscina and its job rejects with
 *   RenderFailedError.
 * - Idle workers do not keep the process alive (piscina unrefs them).
 *
 * The API should import only this entry ('@app/pdf/pool'): it re-exports the data types and
 * the file names and the schedule's totals, and never loads react-pdf into the importing thread.
 */
export { RenderBusyError, RenderFailedError, RenderTimeoutError } from './errors';
export type { RenderKind, TestRenderKind } from './jobs';
export type {
  CommercialOfferData,
  DocumentMeta,
  ManagerBlock,
  OfferExtra,
  OfferPrice,
  OfferPriceLine,
  OfferUnit,
  PaymentScheduleData,
  ScheduleItem,
} from './types';
export { offerFileName, scheduleFileName, scheduleTotals } from './format';

export interface RenderPoolOptions {
  /** Worker threads; default `defaultPoolSize()`. */
  size?: number;
  /** Jobs that may wait for a worker; default 16. */
  maxQueue?: number;
  /** Per-job time limit from the moment its worker starts it; default 10 000 ms. */
  timeoutMs?: number;
  /**
   * Seconds a RenderBusyError suggests waiting; default: estimated from the queue and the recent
   * render times (`estimateRetryAfter`).
   */
  retryAfterSeconds?: number;
  /** V8 old-space limit per worker (MB); a worker over it dies and is replaced. Default 512. */
  maxHeapMb?: number;
  /** Passed to each worker; `testKinds: true` enables the test kinds (tests only). */
  workerData?: PoolWorkerData;
}

/** The bounds of a suggested Retry-After, in seconds. */
export const RETRY_AFTER_BOUNDS = { min: 1, max: 120 } as const;
/** The average render time assumed before any render finished (an offer takes ~0.3-1 s). */
const FIRST_GUESS_MS = 1000;
/** Weight of the newest render in the moving average (about the last 10 renders count). */
const EWMA_WEIGHT = 0.2;
/** How much the workers' scheduling priority is lowered (nice, Linux: per thread). */
const NICE_INCREMENT = 10;

/**
 * Seconds until the pool has likely worked off `ahead` jobs (waiting and running) on `workers`
 * workers rendering in `averageMs` each: ceil(ahead / workers × averageMs), within 1..120 s.
 */
export function estimateRetryAfter(ahead: number, workers: number, averageMs: number): number {
  const seconds = Math.ceil(((ahead / Math.max(1, workers)) * Math.max(0, averageMs)) / 1000);
  return Math.min(RETRY_AFTER_BOUNDS.max, Math.max(RETRY_AFTER_BOUNDS.min, seconds));
}

/** The workers a pool starts by default: the cores minus one (the event loop's), 1..4. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export interface RenderPoolStats {
  size: number;
  /** Live worker threads (0 after close()). */
  workers: number;
  busy: number;
  queued: number;
  completed: number;
  failed: number;
  timedOut: number;
  rejectedBusy: number;
  /** Workers replaced after they exited, crashed or were stopped by the time limit. */
  restarts: number;
  /** The recent average render time (moving average of finished renders), ms. */
  averageRenderMs: number;
}

export interface RenderPool {
  render(kind: 'offer', data: RenderDataByKind['offer']): Promise<Buffer>;
  render(kind: 'schedule', data: RenderDataByKind['schedule']): Promise<Buffer>;
  /** Test kinds: refused with RenderFailedError unless the pool was created with testKinds. */
  render<K extends TestRenderKind>(kind: K, data: RenderDataByKind[K]): Promise<Buffer>;
  /** Refuses new jobs, fails the waiting ones, lets running ones finish, ends every worker. */
  close(): Promise<void>;
  stats(): RenderPoolStats;
}

/** A job the pool accepted and has not answered yet. */
interface Job {
  /** When its worker began it (performance.now()); unset while it waits. */
  startedAt?: number;
  timer?: NodeJS.Timeout;
  timedOut: boolean;
  abort: AbortController;
}

/**
 * The worker's task module, named without a literal `new URL('./…', import.meta.url)`: Next's
 * bundler follows that form into the worker (and tsx, esbuild) when it bundles the API for server
 * components, which never render documents (the node:http listener does). In the server bundle
 * (tooling/esbuild) `import.meta.url` is this source file's, so it names src/worker-entry.mjs.
 */
const ENTRY_NAME = ['worker-entry', 'mjs'].join('.');
const entry = () => new URL(`./${ENTRY_NAME}`, import.meta.url).href;

const closedError = () => new RenderFailedError('The PDF render pool is closed');

export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
  const maxQueue = Math.max(0, Math.floor(options.maxQueue ?? 16));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fixedRetryAfter = options.retryAfterSeconds;
  const testKinds = options.workerData?.testKinds === true;
  const piscina = new Piscina<RenderTask, RenderResult>({
    filename: entry(),
    minThreads: size,
    maxThreads: size,
    idleTimeout: Infinity,
    maxQueue,
    niceIncrement: NICE_INCREMENT,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    workerData: { testKinds } satisfies PoolWorkerData,
  });

  const jobs = new Map<number, Job>();
  const counts = { completed: 0, failed: 0, timedOut: 0, rejectedBusy: 0, restarts: 0 };
  let averageRenderMs = FIRST_GUESS_MS;
  let nextId = 1;
  let closed = false;

  // A job's time limit starts when its worker takes it (the worker says so on its parentPort).
  piscina.on('message', (message: StartedMessage) => {
    const job = jobs.get(message.started);
    if (!job || job.startedAt !== undefined) return;
    job.startedAt = performance.now();
    job.timer = setTimeout(() => {
      job.timedOut = true;
      job.abort.abort();
    }, timeoutMs);
    job.timer.unref();
  });
  piscina.on('workerDestroy', () => {
    if (!closed) counts.restarts += 1;
  });
  // A worker that dies between jobs has no job to fail; piscina replaces it.
  piscina.on('error', () => undefined);

  async function run(kind: RenderKind | TestRenderKind, data: unknown): Promise<Buffer> {
    const id = nextId++;
    const job: Job = { timedOut: false, abort: new AbortController() };
    jobs.set(id, job);
    try {
      const result = await piscina.run({ id, kind, data }, { signal: job.abort.signal });
      if (!(result instanceof Uint8Array)) {
        counts.failed += 1;
        const { name, message } = result.failed;
        throw new RenderFailedError(`PDF rendering failed: ${name}: ${message}`);
      }
      counts.completed += 1;
      if (job.startedAt !== undefined) {
        const ms = performance.now() - job.startedAt;
        averageRenderMs = averageRenderMs * (1 - EWMA_WEIGHT) + ms * EWMA_WEIGHT;
      }
      return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
    } catch (e) {
      if (e instanceof RenderFailedError) throw e;
      if (job.timedOut) {
        counts.timedOut += 1;
        throw new RenderTimeoutError(timeoutMs);
      }
      if (closed) throw closedError();
      counts.failed += 1;
      const why = e instanceof Error ? e.message : String(e);
      throw new RenderFailedError(`PDF worker failed: ${why}`, { cause: e });
    } finally {
      clearTimeout(job.timer);
      jobs.delete(id);
    }
  }

  function render(kind: RenderKind | TestRenderKind, data: unknown): Promise<Buffer> {
    if (closed) return Promise.reject(closedError());
    if (TEST_KINDS.includes(kind) && !testKinds) {
      return Promise.reject(new RenderFailedError(`Unknown document kind: ${kind}`));
    }
    // Every job accepted and not answered is running or waiting: size + maxQueue at most.
    if (jobs.size >= size + maxQueue) {
      counts.rejectedBusy += 1;
      const workers = piscina.threads.length;
      const retryAfter = fixedRetryAfter ?? estimateRetryAfter(jobs.size, workers, averageRenderMs);
      return Promise.reject(new RenderBusyError(retryAfter));
    }
    return run(kind, data);
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    await piscina.close({ force: true });
  }

  function stats(): RenderPoolStats {
    const queued = closed ? 0 : piscina.queueSize;
    return {
      size,
      workers: piscina.threads.length,
      busy: jobs.size - queued,
      queued,
      ...counts,
      averageRenderMs: Math.round(averageRenderMs),
    };
  }

  return { render: render as RenderPool['render'], close, stats };
}
