import { createManyBasePricesInput } from '@app/validators';
import { basePricesCreatedManyOutput } from '@app/validators/outputs';
import { createManyBasePrices } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** Bulk repricing of a selection of units, all or nothing (sales heads). */
export const createManyBasePricesProcedure = procedureFor('pricing.write')
  .input(createManyBasePricesInput)
  .output(basePricesCreatedManyOutput)
  .mutation(({ ctx, input }) => createManyBasePrices(ctx.db, ctx.user, input));
