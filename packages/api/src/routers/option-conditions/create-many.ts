import { createManyOptionConditionsInput } from '@app/validators';
import { conditionsCreatedManyOutput } from '@app/validators/outputs';
import { createManyConditions } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `optionConditions.createMany`: one option on many units, all or nothing; `dry_run` previews. */
export const createManyOptionConditionsProcedure = procedureFor('pricing.write')
  .input(createManyOptionConditionsInput)
  .output(conditionsCreatedManyOutput)
  .mutation(({ ctx, input }) => createManyConditions(ctx.db, 'option', ctx.user, input));
