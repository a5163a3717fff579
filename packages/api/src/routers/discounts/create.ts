import { createDiscountInput } from '@app/validators';
import { catalogSavedOutput } from '@app/validators/outputs';
import { createCatalogItem } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discounts.create`: created with the client's id. */
export const createDiscountProcedure = procedureFor('pricing.write')
  .input(createDiscountInput)
  .output(catalogSavedOutput)
  .mutation(({ ctx, input }) => createCatalogItem(ctx.db, 'discount', ctx.user, input));
