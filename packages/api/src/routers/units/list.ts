import { filtersListInput } from '@app/validators';
import { listUnits } from '../../services/units';
import { procedureFor } from '../../trpc';

/** The local projection of the stock service, list form. */
export const listUnitsProcedure = procedureFor('units.read')
  .input(filtersListInput)
  .query(({ ctx, input }) => listUnits(ctx.db, input));
