import { filtersListInput } from '@app/validators';
import { bookingGroupOutput, listOutput } from '@app/validators/outputs';
import { listGroups } from '../../services/booking-groups';
import { procedureFor } from '../../trpc';

/** `bookingGroups.list`: groups with their bookings, list form. */
export const listGroupsProcedure = procedureFor('bookings.read')
  .input(filtersListInput)
  .output(listOutput(bookingGroupOutput))
  .query(({ ctx, input }) => listGroups(ctx.db, ctx.user, input));
