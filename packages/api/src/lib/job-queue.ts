import type { Db } from '@app/db';

/**
 * The process's durable job queue as the domains see it (pg-boss, in the app's own database). One
 * binding per process, made in one place: runtime/jobs.ts `startJobs` binds it while its queue
 * runs and unbinds it when the queue stops; without it (scripts, tests, a server whose queue is
 * still starting) nothing is queued and each caller does its own fallback (the outbox waits for
 * the sweep, `runLater` runs the work at once).
 */
export interface JobQueue {
  /** Whether this process's queue has queue `name`. */
  has(name: string): boolean;
  /** Queues jobs inside the caller's transaction: they commit, or roll back, with it. */
  insert(tx: Db, name: string, jobs: { data: object; startAfter?: Date }[]): Promise<void>;
  /** Queues one job now, outside any transaction. */
  send(name: string, data: object): Promise<void>;
}

// On globalThis: Next.js may load this module more than once in one process.
const holder = globalThis as unknown as { __appJobQueue?: JobQueue | null };

/** Made by runtime/jobs.ts only, when its queue starts. */
export function bindJobQueue(queue: JobQueue): void {
  holder.__appJobQueue = queue;
}

/** When that queue stops (a later one, bound since, stays). */
export function unbindJobQueue(queue: JobQueue): void {
  if (holder.__appJobQueue === queue) holder.__appJobQueue = null;
}

/** The queue of this process that takes jobs named `name`, if one runs. */
export function jobQueueFor(name: string): JobQueue | null {
  const queue = holder.__appJobQueue ?? null;
  return queue?.has(name) ? queue : null;
}
