import { updateDiscountInput } from '@app/validators';
import { updateCatalogItem } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discounts.update`: changes a discount. */
export const updateDiscountProcedure = procedureFor('pricing.write')
  .input(updateDiscountInput)
  .mutation(({ ctx, input }) => updateCatalogItem(ctx.db, 'discount', ctx.user, input));
