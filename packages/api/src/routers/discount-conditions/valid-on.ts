import { discountConditionsValidOnInput } from '@app/validators';
import { discountConditionsValidOnOutput } from '@app/validators/outputs';
import { conditionsValidOn } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discountConditions.validOn`: `{ items }` only. */
export const discountConditionsValidOnProcedure = procedureFor('pricing.read')
  .input(discountConditionsValidOnInput)
  .output(discountConditionsValidOnOutput)
  .query(({ ctx, input }) =>
    conditionsValidOn(ctx.db, 'discount', { ...input.filter, refs: input.filter.discounts }),
  );
