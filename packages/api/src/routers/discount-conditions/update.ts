import { updateDiscountConditionInput } from '@app/validators';
import { conditionSavedOutput } from '@app/validators/outputs';
import { updateCondition } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discountConditions.update`: a new version. */
export const updateDiscountConditionProcedure = procedureFor('pricing.write')
  .input(updateDiscountConditionInput)
  .output(conditionSavedOutput)
  .mutation(({ ctx, input }) => updateCondition(ctx.db, 'discount', ctx.user, input));
