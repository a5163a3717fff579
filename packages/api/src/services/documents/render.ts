import {
  createRenderPool,
  RenderBusyError,
  RenderTimeoutError,
  type RenderPool,
} from '@app/pdf/pool';
import type { CommercialOfferData, PaymentScheduleData } from '@app/pdf';
import { getEnv } from '../../env';
import { AppError } from '../../errors';
import { log } from '../../lib/log';
import { countDocumentRender, setRenderPool } from '../../lib/metrics';

/**
 * The process's PDF renderers: react-pdf blocks its thread for the whole render, so documents are
 * rendered in a small pool of worker threads (@app/pdf/pool) and the API's event loop keeps
 * answering. Created on first use; `closeRenderPool` ends it on shutdown, before the database
 * closes (runtime/index.ts).
 */
let pool: RenderPool | undefined;

function renderPool(): RenderPool {
  if (!pool) {
    const env = getEnv();
    pool = createRenderPool({
      // 0: the pool's own default (the cores minus one, 1..4).
      size: env.DOCUMENT_RENDER_WORKERS || undefined,
      maxQueue: env.DOCUMENT_RENDER_QUEUE,
      timeoutMs: env.DOCUMENT_RENDER_TIMEOUT_MS,
    });
  }
  return pool;
}

/** Replaces the process's pool (tests: a small pool, a test template). */
export function useRenderPool(next: RenderPool | undefined): RenderPool | undefined {
  const before = pool;
  pool = next;
  return before;
}

export async function closeRenderPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.close();
}

/** The pool's workers and queue into the metrics; nothing when no document was rendered yet. */
export function readRenderPoolMetrics(): void {
  if (pool) setRenderPool(pool.stats());
}

export type RenderJob =
  { kind: 'offer'; data: CommercialOfferData } | { kind: 'schedule'; data: PaymentScheduleData };

/**
 * The PDF of a document, or a clear refusal: 503 `DOCUMENT_RENDER_BUSY` with Retry-After when
 * every renderer is busy and the queue is full, 503 `DOCUMENT_RENDER_TIMEOUT` when a render ran
 * past its limit (it was stopped), 500 `DOCUMENT_RENDER_FAILED` when the template failed (a bug,
 * logged; that document only).
 */
export async function renderDocument(job: RenderJob): Promise<Buffer> {
  const started = performance.now();
  const counted = (outcome: Parameters<typeof countDocumentRender>[1]) =>
    countDocumentRender(job.kind, outcome, (performance.now() - started) / 1000);
  try {
    const pool = renderPool();
    const pdf = await (job.kind === 'offer'
      ? pool.render('offer', job.data)
      : pool.render('schedule', job.data));
    counted('ok');
    return pdf;
  } catch (e) {
    counted(
      e instanceof RenderBusyError
        ? 'busy'
        : e instanceof RenderTimeoutError
          ? 'timeout'
          : 'failed',
    );
    if (e instanceof RenderBusyError)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'DOCUMENT_RENDER_BUSY',
        'Documents are being prepared for others right now; try again in a few seconds',
        { retryAfter: e.retryAfterSeconds },
      );
    if (e instanceof RenderTimeoutError)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'DOCUMENT_RENDER_TIMEOUT',
        'The document took too long to prepare and was stopped; try again',
        { retryAfter: 5 },
      );
    log.error({ err: e }, 'document render failed');
    throw new AppError(
      'INTERNAL_SERVER_ERROR',
      'DOCUMENT_RENDER_FAILED',
      'The document could not be prepared',
    );
  }
}
