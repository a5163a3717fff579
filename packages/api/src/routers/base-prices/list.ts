import { filtersListInput } from '@app/validators';
import { listBasePrices } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** Op 23. */
export const listBasePricesProcedure = procedureFor('pricing.read')
  .input(filtersListInput)
  .query(({ ctx, input }) => listBasePrices(ctx.db, input));
