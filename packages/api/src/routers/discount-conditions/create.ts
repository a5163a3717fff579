import { createDiscountConditionInput } from '@app/validators';
import { createCondition } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discountConditions.create`. */
export const createDiscountConditionProcedure = procedureFor('pricing.write')
  .input(createDiscountConditionInput)
  .mutation(({ ctx, input }) => createCondition(ctx.db, 'discount', ctx.user, input));
