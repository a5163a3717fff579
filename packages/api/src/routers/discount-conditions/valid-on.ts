import { discountConditionsValidOnInput } from '@app/validators';
import { conditionsValidOn } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discountConditions.validOn`: `{ items }` only. */
export const discountConditionsValidOnProcedure = procedureFor('pricing.read')
  .input(discountConditionsValidOnInput)
  .query(({ ctx, input }) =>
    conditionsValidOn(ctx.db, 'discount', { ...input.filter, refs: input.filter.discounts }),
  );
