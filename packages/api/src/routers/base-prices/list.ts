import { filtersListInput } from '@app/validators';
import { basePricesListOutput } from '@app/validators/outputs';
import { listBasePrices } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `basePrices.list`: base prices, scheduled ones included, list form. */
export const listBasePricesProcedure = procedureFor('pricing.read')
  .input(filtersListInput)
  .output(basePricesListOutput)
  .query(({ ctx, input }) => listBasePrices(ctx.db, input));
