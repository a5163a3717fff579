import { updateOptionConditionInput } from '@app/validators';
import { conditionSavedOutput } from '@app/validators/outputs';
import { updateCondition } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `optionConditions.update`: a new version. */
export const updateOptionConditionProcedure = procedureFor('pricing.write')
  .input(updateOptionConditionInput)
  .output(conditionSavedOutput)
  .mutation(({ ctx, input }) => updateCondition(ctx.db, 'option', ctx.user, input));
