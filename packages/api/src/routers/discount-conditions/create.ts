import { createDiscountConditionInput } from '@app/validators';
import { createCondition } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** Op 27. */
export const createDiscountConditionProcedure = procedureFor('pricing.write')
  .input(createDiscountConditionInput)
  .mutation(({ ctx, input }) => createCondition(ctx.db, 'discount', ctx.user, input));
