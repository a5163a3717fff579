import { conditionsListInput } from '@app/validators';
import { discountConditionsListOutput } from '@app/validators/outputs';
import { listConditions } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discountConditions.list`: current versions. */
export const listDiscountConditionsProcedure = procedureFor('pricing.read')
  .input(conditionsListInput)
  .output(discountConditionsListOutput)
  .query(({ ctx, input }) => listConditions(ctx.db, 'discount', input));
