import { filtersListInput } from '@app/validators';
import { ANY_ROLE } from '../../lib/roles';
import { listUnits } from '../../services/units/units';
import { procedureFor } from '../../trpc';

/** The local projection of the stock service (product.md §9). */
export const listUnitsProcedure = procedureFor(ANY_ROLE)
  .input(filtersListInput)
  .query(({ ctx, input }) => listUnits(ctx.db, input));
