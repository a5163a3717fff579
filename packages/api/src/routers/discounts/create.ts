import { createDiscountInput } from '@app/validators';
import { createCatalogItem } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discounts.create`: created with the client's id. */
export const createDiscountProcedure = procedureFor('pricing.write')
  .input(createDiscountInput)
  .mutation(({ ctx, input }) => createCatalogItem(ctx.db, 'discount', ctx.user, input));
