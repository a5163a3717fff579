import { setUnitStatusInput } from '@app/validators';
import { messageOutput } from '@app/validators/outputs';
import { setUnitStatus } from '../../services/bookings';
import { procedureFor } from '../../trpc';

/** `units.setStatus`: managers and sales heads. */
export const setUnitStatusProcedure = procedureFor('units.setStatus')
  .input(setUnitStatusInput)
  .output(messageOutput)
  .mutation(({ ctx, input }) => setUnitStatus(ctx.db, ctx.user, input));
