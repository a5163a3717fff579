import { conditionsListInput } from '@app/validators';
import { listConditions } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discountConditions.list`: current versions. */
export const listDiscountConditionsProcedure = procedureFor('pricing.read')
  .input(conditionsListInput)
  .query(({ ctx, input }) => listConditions(ctx.db, 'discount', input));
