import { leaveQueueInput } from '@app/validators';
import { savedOutput } from '@app/validators/outputs';
import { leaveQueue } from '../../services/queue';
import { procedureFor } from '../../trpc';

/** `bookingQueue.leave`: a waiting entry leaves its unit's queue. */
export const leaveQueueProcedure = procedureFor('bookingQueue.write')
  .input(leaveQueueInput)
  .output(savedOutput())
  .mutation(({ ctx, input }) => leaveQueue(ctx.db, ctx.user, input));
