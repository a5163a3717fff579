import { parentPort, workerData } from 'node:worker_threads';
import { move } from 'piscina';
import {
  TEST_KINDS,
  type PoolWorkerData,
  type RenderResult,
  type RenderTask,
  type StartedMessage,
} from './jobs';
import { renderCommercialOffer, renderPaymentSchedule } from './render';
import type { CommercialOfferData, PaymentScheduleData } from './types';

/*
 * The task function of @app/pdf/pool's piscina workers: renders one document and answers its
 * bytes (transferred, not copied). An exception inside a template answers `{ failed }` and the
 * worker stays usable. Piscina lowers these threads' priority (its `niceIncrement`).
 */
if (!parentPort) throw new Error('@app/pdf worker: not started as a worker thread');
const testKinds = ((workerData ?? {}) as PoolWorkerData).testKinds === true;

/** Blocks the thread like a long react-pdf layout; answers when it ran (wall clock, ms). */
function busyLoop(ms: number): Buffer {
  const start = Date.now();
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose.
  }
  return Buffer.from(JSON.stringify({ start, end: Date.now() }));
}

async function run(task: RenderTask): Promise<Buffer> {
  if (task.kind === 'offer') return renderCommercialOffer(task.data as CommercialOfferData);
  if (task.kind === 'schedule') return renderPaymentSchedule(task.data as PaymentScheduleData);
  if (testKinds && TEST_KINDS.includes(task.kind)) {
    const data = (task.data ?? {}) as { ms?: number; code?: number; message?: string };
    if (task.kind === 'slow') return busyLoop(data.ms ?? 0);
    if (task.kind === 'exit') process.exit(data.code ?? 1);
    throw new Error(data.message ?? 'test crash inside the render');
  }
  throw new Error(`Unknown document kind: ${String(task.kind)}`);
}

export default async function render(task: RenderTask): Promise<RenderResult> {
  // The pool's time limit counts from here, not from when the task was queued.
  parentPort?.postMessage({ started: task.id } satisfies StartedMessage);
  try {
    const pdf = await run(task);
    // The bytes in an ArrayBuffer of their own, so they can be transferred without a copy.
    const own = new Uint8Array(pdf.byteLength);
    own.set(pdf);
    return move(own) as Uint8Array;
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    return { failed: { name: e.name, message: e.message } };
  }
}
