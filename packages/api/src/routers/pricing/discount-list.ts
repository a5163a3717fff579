import { filtersListInput } from '@app/validators';
import { listDiscounts } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** Op 25. */
export const listDiscountsProcedure = procedureFor('pricing.read')
  .input(filtersListInput)
  .query(({ ctx, input }) => listDiscounts(ctx.db, input));
