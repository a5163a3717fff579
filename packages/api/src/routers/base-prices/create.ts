import { createBasePriceInput } from '@app/validators';
import { basePriceSavedOutput } from '@app/validators/outputs';
import { createBasePrice } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `basePrices.create`: a new base price for a unit (sales heads). */
export const createBasePriceProcedure = procedureFor('pricing.write')
  .input(createBasePriceInput)
  .output(basePriceSavedOutput)
  .mutation(({ ctx, input }) => createBasePrice(ctx.db, ctx.user, input));
