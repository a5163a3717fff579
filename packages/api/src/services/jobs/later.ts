/**
 * Work a request starts but does not wait for. The runtime's job queue registers a sender here
 * while it runs (runtime/jobs.ts); a domain calls `runLater`, which queues the job when a queue
 * of this process runs it, and otherwise (scripts, tests, a server whose queue is still starting)
 * does the work at once. Either way the caller's answer does not depend on what the work finds.
 */

/** Queues job `name` with `data`; `false` when this runtime has no such queue. */
export type JobSender = (name: string, data: object) => Promise<boolean>;

// On globalThis: Next.js may load this module more than once in one process.
const holder = globalThis as unknown as { __appJobSender?: JobSender | null };

/** Registers the runtime's sender (`null` unregisters it, when the queue stops). */
export function setJobSender(sender: JobSender | null): void {
  holder.__appJobSender = sender;
}

/** Queues job `name`, or runs `now()` when no queue takes it. */
export async function runLater(name: string, data: object, now: () => Promise<void>) {
  const sender = holder.__appJobSender ?? null;
  if (sender && (await sender(name, data))) return;
  await now();
}
