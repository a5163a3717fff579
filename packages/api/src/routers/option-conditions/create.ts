import { createOptionConditionInput } from '@app/validators';
import { createCondition } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** Op 34. */
export const createOptionConditionProcedure = procedureFor('pricing.write')
  .input(createOptionConditionInput)
  .mutation(({ ctx, input }) => createCondition(ctx.db, 'option', ctx.user, input));
