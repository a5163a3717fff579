import { createDiscountConditionInput } from '@app/validators';
import { conditionSavedOutput } from '@app/validators/outputs';
import { createCondition } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discountConditions.create`. */
export const createDiscountConditionProcedure = procedureFor('pricing.write')
  .input(createDiscountConditionInput)
  .output(conditionSavedOutput)
  .mutation(({ ctx, input }) => createCondition(ctx.db, 'discount', ctx.user, input));
