/** Every job queue slot is taken: try again shortly (HTTP 503 with Retry-After). */
export class RenderBusyError extends Error {
  readonly code = 'RENDER_BUSY';
  constructor(readonly retryAfterSeconds = 2) {
    super('PDF rendering is busy; retry shortly');
    this.name = 'RenderBusyError';
  }
}

/** A render ran over the pool's time limit; its worker was terminated and replaced. */
export class RenderTimeoutError extends Error {
  readonly code = 'RENDER_TIMEOUT';
  constructor(readonly timeoutMs: number) {
    super(`PDF rendering took longer than ${timeoutMs} ms`);
    this.name = 'RenderTimeoutError';
  }
}

/** The render failed: the template threw, the worker died, or the pool is closed. */
export class RenderFailedError extends Error {
  readonly code = 'RENDER_FAILED';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RenderFailedError';
  }
}
