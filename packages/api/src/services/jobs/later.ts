/**
 * Work a request starts but does not wait for: `runLater` queues the job when this process's queue
 * runs it (lib/job-queue.ts), otherwise (scripts, tests, a queue still starting) does it at once.
 * Either way the caller's answer does not depend on what the work finds.
 */
import { jobQueueFor } from '../../lib/job-queue';

/** Queues job `name`, or runs `now()` when no queue takes it. */
export async function runLater(name: string, data: object, now: () => Promise<void>) {
  const queue = jobQueueFor(name);
  if (queue) await queue.send(name, data);
  else await now();
}
