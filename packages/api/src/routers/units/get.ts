import { unitGetInput } from '@app/validators';
import { unitCardOutput } from '@app/validators/outputs';
import { getUnitCard } from '../../services/bookings';
import { procedureFor } from '../../trpc';

/** One unit with the live booking that holds it. */
export const getUnitProcedure = procedureFor('units.read')
  .input(unitGetInput)
  .output(unitCardOutput)
  .query(({ ctx, input }) => getUnitCard(ctx.db, ctx.user, input.id));
