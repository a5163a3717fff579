import { setUnitStatusInput } from '@app/validators';
import { STAFF } from '../../lib/roles';
import { setUnitStatus } from '../../services/units/units';
import { procedureFor } from '../../trpc';

/** Op 14: managers and sales heads. */
export const setUnitStatusProcedure = procedureFor(STAFF)
  .input(setUnitStatusInput)
  .mutation(({ ctx, input }) => setUnitStatus(ctx.db, ctx.user, input));
