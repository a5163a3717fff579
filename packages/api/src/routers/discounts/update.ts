import { updateDiscountInput } from '@app/validators';
import { catalogSavedOutput } from '@app/validators/outputs';
import { updateCatalogItem } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discounts.update`: changes a discount. */
export const updateDiscountProcedure = procedureFor('pricing.write')
  .input(updateDiscountInput)
  .output(catalogSavedOutput)
  .mutation(({ ctx, input }) => updateCatalogItem(ctx.db, 'discount', ctx.user, input));
