import { bookingHistoryInput } from '@app/validators';
import { bookingHistoryEntryOutput, listOutput } from '@app/validators/outputs';
import { listHistory } from '../../services/bookings';
import { procedureFor } from '../../trpc';

/**
 * `bookings.history`: realtors see the history of their own bookings only (scoped in the service).
 */
export const bookingHistoryProcedure = procedureFor('bookings.read')
  .input(bookingHistoryInput)
  .output(listOutput(bookingHistoryEntryOutput))
  .query(({ ctx, input }) => listHistory(ctx.db, ctx.user, input));
