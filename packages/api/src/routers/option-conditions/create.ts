import { createOptionConditionInput } from '@app/validators';
import { createCondition } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `optionConditions.create`: attaches an option to a unit with its amount. */
export const createOptionConditionProcedure = procedureFor('pricing.write')
  .input(createOptionConditionInput)
  .mutation(({ ctx, input }) => createCondition(ctx.db, 'option', ctx.user, input));
