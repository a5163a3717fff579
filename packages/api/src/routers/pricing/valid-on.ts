import { discountConditionsValidOnInput, optionConditionsValidOnInput } from '@app/validators';
import { conditionsValidOn } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** Op 30: `{ items }` only. */
export const discountConditionsValidOnProcedure = procedureFor('pricing.read')
  .input(discountConditionsValidOnInput)
  .query(({ ctx, input }) =>
    conditionsValidOn(ctx.db, 'discount', { ...input.filter, refs: input.filter.discounts }),
  );

/** Op 37: `{ items }` only. */
export const optionConditionsValidOnProcedure = procedureFor('pricing.read')
  .input(optionConditionsValidOnInput)
  .query(({ ctx, input }) =>
    conditionsValidOn(ctx.db, 'option', { ...input.filter, refs: input.filter.options }),
  );
