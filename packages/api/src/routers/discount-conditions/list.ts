import { conditionsListInput } from '@app/validators';
import { listConditions } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** Op 28: current versions. */
export const listDiscountConditionsProcedure = procedureFor('pricing.read')
  .input(conditionsListInput)
  .query(({ ctx, input }) => listConditions(ctx.db, 'discount', input));
