import { createManyDiscountConditionsInput } from '@app/validators';
import { conditionsCreatedManyOutput } from '@app/validators/outputs';
import { createManyConditions } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `discountConditions.createMany`: one discount on many units, all or nothing; `dry_run` previews. */
export const createManyDiscountConditionsProcedure = procedureFor('pricing.write')
  .input(createManyDiscountConditionsInput)
  .output(conditionsCreatedManyOutput)
  .mutation(({ ctx, input }) => createManyConditions(ctx.db, 'discount', ctx.user, input));
