import type { CommercialOfferData, PaymentScheduleData } from './types';

/** The documents a pool renders. */
export type RenderKind = 'offer' | 'schedule';
/**
 * Kinds for the pool's own tests, refused unless the pool was created with
 * `workerData: { testKinds: true }`: 'crash' throws inside the render, 'slow' busy-loops
 * `ms` milliseconds then answers `{"start","end"}` (Date.now() of the loop) as bytes, 'exit'
 * calls process.exit inside the worker.
 */
export type TestRenderKind = 'crash' | 'slow' | 'exit';
export const TEST_KINDS: readonly string[] = ['crash', 'slow', 'exit'] satisfies TestRenderKind[];

export interface RenderDataByKind {
  offer: CommercialOfferData;
  schedule: PaymentScheduleData;
  crash: { message?: string };
  slow: { ms: number };
  exit: { code?: number };
}

/** A task of the pool (piscina's `run` argument). */
export interface RenderTask {
  id: number;
  kind: RenderKind | TestRenderKind;
  data: unknown;
}

/** Posted on the worker's parentPort (piscina's 'message' event) when it begins a task. */
export interface StartedMessage {
  started: number;
}

/**
 * A task's answer: the PDF's bytes (transferred), or why the template failed; the worker stays.
 * A piscina rejection is about the worker instead (it exited, was stopped, or the pool closed).
 */
export type RenderResult = Uint8Array | { failed: { name: string; message: string } };

/** What the worker gets as `workerData`. */
export interface PoolWorkerData {
  testKinds?: boolean;
}
