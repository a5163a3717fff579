import { bookingHistoryInput } from '@app/validators';
import { ANY_ROLE } from '../../lib/roles';
import { bookingScope } from '../../services/bookings/access';
import { listHistory } from '../../services/bookings/history';
import { procedureFor } from '../../trpc';

/** Op 18: realtors see the history of their own bookings only. */
export const bookingHistoryProcedure = procedureFor(ANY_ROLE)
  .input(bookingHistoryInput)
  .query(({ ctx, input }) => listHistory(ctx.db, input, bookingScope(ctx.user)));
