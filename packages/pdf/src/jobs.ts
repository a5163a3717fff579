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

/** Main thread → worker. */
export interface JobMessage {
  id: number;
  kind: RenderKind | TestRenderKind;
  data: unknown;
}

/** Worker → main thread. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; pdf: ArrayBuffer }
  | { type: 'failed'; id: number; name: string; message: string };

/** What the worker gets as `workerData`. */
export interface PoolWorkerData {
  testKinds?: boolean;
}
