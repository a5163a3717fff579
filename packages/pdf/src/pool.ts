import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { RenderBusyError, RenderFailedError, RenderTimeoutError } from './errors';
import {
  TEST_KINDS,
  type JobMessage,
  type PoolWorkerData,
  type RenderDataByKind,
  type RenderKind,
  type TestRenderKind,
  type WorkerMessage,
} from './jobs';

/**
 * @app/pdf/pool: renders the documents on worker threads, because react-pdf blocks its thread
 * for the whole layout (a 360-row schedule takes hundreds of milliseconds).
 *
 * - `size` workers (default: the cores minus one, 1..4), each rendering one job at a time.
 * - At most `maxQueue` jobs wait (default 16); one more is refused at once with
 *   RenderBusyError, never queued without bound. Its `retryAfterSeconds` is when the queue is
 *   likely drained: the jobs ahead (waiting and running) per worker × the recent average render
 *   time (`estimateRetryAfter`, 1..120 s).
 * - A job running longer than `timeoutMs` (default 10 s) terminates its worker, which is
 *   replaced, and rejects with RenderTimeoutError.
 * - An exception inside a template rejects that job with RenderFailedError; the worker stays.
 *   A worker that crashes or exits is replaced and its job rejects with RenderFailedError.
 * - Idle workers are unref'd: an open pool alone does not keep the process alive.
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
  /** Worker threads; default max(1, min(4, availableParallelism − 1)). */
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

/**
 * Seconds until the pool has likely worked off `ahead` jobs (waiting and running) on `workers`
 * workers rendering in `averageMs` each: ceil(ahead / workers × averageMs), within 1..120 s.
 */
export function estimateRetryAfter(ahead: number, workers: number, averageMs: number): number {
  const seconds = Math.ceil(((ahead / Math.max(1, workers)) * Math.max(0, averageMs)) / 1000);
  return Math.min(RETRY_AFTER_BOUNDS.max, Math.max(RETRY_AFTER_BOUNDS.min, seconds));
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

interface Job {
  id: number;
  kind: RenderKind | TestRenderKind;
  data: unknown;
  /** When its worker took it (performance.now()). */
  startedAt?: number;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** Set when the pool ends this worker itself (timeout, close): its exit is expected. */
  retired: boolean;
  lastError: Error | null;
}

/**
 * The worker's entry, named without a literal `new URL('./…', import.meta.url)`: Next's bundler
 * follows that form into the worker (and tsx, esbuild) when it bundles the API for server
 * components, which never render documents (the node:http listener does).
 */
const ENTRY_NAME = ['worker-entry', 'mjs'].join('.');
const entry = () => new URL(`./${ENTRY_NAME}`, import.meta.url);

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
  const maxQueue = Math.max(0, Math.floor(options.maxQueue ?? 16));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fixedRetryAfter = options.retryAfterSeconds;
  let averageRenderMs = FIRST_GUESS_MS;
  const maxHeapMb = options.maxHeapMb ?? 512;
  const workerData: PoolWorkerData = { testKinds: options.workerData?.testKinds === true };

  const slots: Slot[] = [];
  const queue: Job[] = [];
  const counts = { completed: 0, failed: 0, timedOut: 0, rejectedBusy: 0, restarts: 0 };
  let nextId = 1;
  let closed = false;
  // Consecutive workers that died before saying ready: back off instead of spinning.
  let startFailures = 0;
  const drainWaiters: (() => void)[] = [];

  function spawn(): Slot {
    const worker = new Worker(entry(), {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    });
    const slot: Slot = {
      worker,
      ready: false,
      job: null,
      timer: null,
      retired: false,
      lastError: null,
    };
    worker.unref();
    worker.on('message', (message: WorkerMessage) => onMessage(slot, message));
    worker.on('error', (error) => {
      slot.lastError = error;
    });
    worker.on('exit', (code) => onExit(slot, code));
    slots.push(slot);
    return slot;
  }

  function startTimer(slot: Slot): void {
    if (!slot.job || slot.timer || !slot.ready) return;
    const job = slot.job;
    job.startedAt = performance.now();
    slot.timer = setTimeout(() => {
      if (slot.job !== job) return;
      counts.timedOut += 1;
      slot.job = null;
      retire(slot);
      job.reject(new RenderTimeoutError(timeoutMs));
      replace(slot);
    }, timeoutMs);
    slot.timer.unref();
  }

  function assign(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    const message: JobMessage = { id: job.id, kind: job.kind, data: job.data };
    slot.worker.postMessage(message);
    startTimer(slot);
  }

  function finish(slot: Slot): Job | null {
    const job = slot.job;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (!slot.retired) slot.worker.unref();
    return job;
  }

  function pump(): void {
    for (const slot of slots) {
      if (queue.length === 0) break;
      if (slot.job || slot.retired) continue;
      const job = queue.shift();
      if (job) assign(slot, job);
    }
    if (!slots.some((s) => s.job) && queue.length === 0) {
      for (const resolve of drainWaiters.splice(0)) resolve();
    }
  }

  function onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.type === 'ready') {
      slot.ready = true;
      startFailures = 0;
      startTimer(slot);
      return;
    }
    if (!slot.job || slot.job.id !== message.id) return;
    const job = finish(slot);
    if (!job) return;
    if (message.type === 'done') {
      counts.completed += 1;
      if (job.startedAt !== undefined) {
        const ms = performance.now() - job.startedAt;
        averageRenderMs = averageRenderMs * (1 - EWMA_WEIGHT) + ms * EWMA_WEIGHT;
      }
      job.resolve(Buffer.from(message.pdf));
    } else {
      counts.failed += 1;
      job.reject(
        new RenderFailedError(`PDF rendering failed: ${message.name}: ${message.message}`),
      );
    }
    pump();
  }

  function retire(slot: Slot): void {
    slot.retired = true;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    void slot.worker.terminate();
  }

  function replace(slot: Slot): void {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    if (closed) {
      pump();
      return;
    }
    counts.restarts += 1;
    const delay = startFailures === 0 ? 0 : Math.min(30_000, 100 * 2 ** startFailures);
    if (delay === 0) {
      spawn();
      pump();
    } else {
      setTimeout(() => {
        if (closed) return;
        spawn();
        pump();
      }, delay).unref();
    }
  }

  function onExit(slot: Slot, code: number): void {
    if (slot.retired) return;
    slot.retired = true;
    if (!slot.ready) startFailures += 1;
    const job = finish(slot);
    if (job) {
      counts.failed += 1;
      const why = slot.lastError ? `: ${slot.lastError.message}` : '';
      job.reject(
        new RenderFailedError(`PDF worker exited with code ${code}${why}`, {
          cause: slot.lastError,
        }),
      );
    }
    replace(slot);
  }

  for (let i = 0; i < size; i++) spawn();

  function render(kind: RenderKind | TestRenderKind, data: unknown): Promise<Buffer> {
    if (closed) return Promise.reject(new RenderFailedError('The PDF render pool is closed'));
    if (TEST_KINDS.includes(kind) && !workerData.testKinds) {
      return Promise.reject(new RenderFailedError(`Unknown document kind: ${kind}`));
    }
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { id: nextId++, kind, data, resolve, reject };
      const free = slots.find((s) => !s.job && !s.retired);
      if (free) {
        assign(free, job);
      } else if (queue.length < maxQueue) {
        queue.push(job);
      } else {
        counts.rejectedBusy += 1;
        const ahead = queue.length + slots.filter((s) => s.job).length;
        reject(
          new RenderBusyError(
            fixedRetryAfter ?? estimateRetryAfter(ahead, slots.length, averageRenderMs),
          ),
        );
      }
    });
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    for (const job of queue.splice(0)) {
      job.reject(new RenderFailedError('The PDF render pool is closed'));
    }
    if (slots.some((s) => s.job)) {
      await new Promise<void>((resolve) => drainWaiters.push(resolve));
    }
    await Promise.all(
      slots.splice(0).map((slot) => {
        slot.retired = true;
        return slot.worker.terminate();
      }),
    );
  }

  function stats(): RenderPoolStats {
    return {
      size,
      workers: slots.length,
      busy: slots.filter((s) => s.job).length,
      queued: queue.length,
      ...counts,
      averageRenderMs: Math.round(averageRenderMs),
    };
  }

  return { render: render as RenderPool['render'], close, stats };
}
