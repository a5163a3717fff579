import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { TEST_KINDS, type JobMessage, type PoolWorkerData, type WorkerMessage } from './jobs';
import { renderCommercialOffer, renderPaymentSchedule } from './render';
import type { CommercialOfferData, PaymentScheduleData } from './types';

/*
 * A render worker (node:worker_threads) of @app/pdf/pool: takes one job at a time, renders it
 * and answers the bytes (transferred, not copied). An exception inside a template answers
 * 'failed' and the worker stays usable.
 */
const port = parentPort;
if (!port) throw new Error('@app/pdf worker: not started as a worker thread');
const options = (workerData ?? {}) as PoolWorkerData;
const testKinds = options.testKinds === true;

/**
 * Renders yield the CPU to the API: on Linux this thread lowers its own scheduling priority (nice
 * 10; a thread has its own id under /proc/thread-self), so with fewer cores than work the event
 * loop's short calls go first and a long layout waits. Best effort: elsewhere nothing changes.
 */
function lowerPriority(): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
  } catch {
    // not Linux, or not allowed: the default priority
  }
}
lowerPriority();

/** Blocks the thread like a long react-pdf layout; answers when it ran (wall clock, ms). */
function busyLoop(ms: number): Buffer {
  const start = Date.now();
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose.
  }
  return Buffer.from(JSON.stringify({ start, end: Date.now() }));
}

async function run(job: JobMessage): Promise<Buffer> {
  if (job.kind === 'offer') return renderCommercialOffer(job.data as CommercialOfferData);
  if (job.kind === 'schedule') return renderPaymentSchedule(job.data as PaymentScheduleData);
  if (testKinds && TEST_KINDS.includes(job.kind)) {
    const data = (job.data ?? {}) as { ms?: number; code?: number; message?: string };
    if (job.kind === 'slow') return busyLoop(data.ms ?? 0);
    if (job.kind === 'exit') process.exit(data.code ?? 1);
    throw new Error(data.message ?? 'test crash inside the render');
  }
  throw new Error(`Unknown document kind: ${String(job.kind)}`);
}

function post(message: WorkerMessage, transfer?: ArrayBuffer[]): void {
  port?.postMessage(message, transfer);
}

port.on('message', (job: JobMessage) => {
  run(job).then(
    (pdf) => {
      // The bytes in an ArrayBuffer of their own, so they can be transferred without a copy.
      const own = new Uint8Array(pdf.byteLength);
      own.set(pdf);
      post({ type: 'done', id: job.id, pdf: own.buffer }, [own.buffer]);
    },
    (error: unknown) => {
      const e = error instanceof Error ? error : new Error(String(error));
      post({ type: 'failed', id: job.id, name: e.name, message: e.message });
    },
  );
});

post({ type: 'ready' });
