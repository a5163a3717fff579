import { conditionsListInput } from '@app/validators';
import { optionConditionsListOutput } from '@app/validators/outputs';
import { listConditions } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `optionConditions.list`: current versions. */
export const listOptionConditionsProcedure = procedureFor('pricing.read')
  .input(conditionsListInput)
  .output(optionConditionsListOutput)
  .query(({ ctx, input }) => listConditions(ctx.db, 'option', input));
