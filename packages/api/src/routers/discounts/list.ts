import { catalogListInput } from '@app/validators';
import { discountsListOutput } from '@app/validators/outputs';
import { listDiscounts } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discounts.list`: discounts with `exclusions` and derived `excludedBy`. */
export const listDiscountsProcedure = procedureFor('pricing.read')
  .input(catalogListInput)
  .output(discountsListOutput)
  .query(({ ctx, input }) => listDiscounts(ctx.db, input));
