import { conditionsListInput } from '@app/validators';
import { listConditions } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `optionConditions.list`: current versions. */
export const listOptionConditionsProcedure = procedureFor('pricing.read')
  .input(conditionsListInput)
  .query(({ ctx, input }) => listConditions(ctx.db, 'option', input));
