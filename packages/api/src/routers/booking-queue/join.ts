import { joinQueueInput } from '@app/validators';
import { savedOutput } from '@app/validators/outputs';
import { joinQueue } from '../../services/booking-lifecycle';
import { procedureFor } from '../../trpc';

/** `bookingQueue.join`: queue a customer for a booked unit; the caller owns the entry. */
export const joinQueueProcedure = procedureFor('bookingQueue.write')
  .input(joinQueueInput)
  .output(savedOutput())
  .mutation(({ ctx, input }) => joinQueue(ctx.db, ctx.user, input));
