import { createOptionConditionInput } from '@app/validators';
import { conditionSavedOutput } from '@app/validators/outputs';
import { createCondition } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `optionConditions.create`: attaches an option to a unit with its amount. */
export const createOptionConditionProcedure = procedureFor('pricing.write')
  .input(createOptionConditionInput)
  .output(conditionSavedOutput)
  .mutation(({ ctx, input }) => createCondition(ctx.db, 'option', ctx.user, input));
