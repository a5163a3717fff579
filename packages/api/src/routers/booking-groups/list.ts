import { filtersListInput } from '@app/validators';
import { listGroups } from '../../services/booking-groups';
import { procedureFor } from '../../trpc';

/** `bookingGroups.list`: groups with their bookings, list form. */
export const listGroupsProcedure = procedureFor('bookings.read')
  .input(filtersListInput)
  .query(({ ctx, input }) => listGroups(ctx.db, ctx.user, input));
