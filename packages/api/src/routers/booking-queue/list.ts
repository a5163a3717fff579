import { bookingQueueListInput } from '@app/validators';
import { listOutput, queueEntryOutput } from '@app/validators/outputs';
import { listQueue } from '../../services/queue';
import { procedureFor } from '../../trpc';

/** `bookingQueue.list`: queue entries; realtors see their own, read-only callers masked phones. */
export const listQueueProcedure = procedureFor('bookingQueue.read')
  .input(bookingQueueListInput)
  .output(listOutput(queueEntryOutput))
  .query(({ ctx, input }) => listQueue(ctx.db, ctx.user, input));
