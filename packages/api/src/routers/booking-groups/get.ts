import { getByIdInput } from '@app/validators';
import { bookingGroupOutput } from '@app/validators/outputs';
import { getGroup } from '../../services/booking-groups';
import { procedureFor } from '../../trpc';

/** One booking group with its bookings; realtors see their own only (404 for another's). */
export const getGroupProcedure = procedureFor('bookings.read')
  .input(getByIdInput)
  .output(bookingGroupOutput)
  .query(({ ctx, input }) => getGroup(ctx.db, ctx.user, input.id));
