import { filtersListInput } from '@app/validators';
import { listUnits } from '../../services/units';
import { procedureFor } from '../../trpc';

/** The local projection of the stock service (product.md §9). */
export const listUnitsProcedure = procedureFor('units.read')
  .input(filtersListInput)
  .query(({ ctx, input }) => listUnits(ctx.db, input));
