import { optionConditionsValidOnInput } from '@app/validators';
import { optionConditionsValidOnOutput } from '@app/validators/outputs';
import { conditionsValidOn } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `optionConditions.validOn`: `{ items }` only. */
export const optionConditionsValidOnProcedure = procedureFor('pricing.read')
  .input(optionConditionsValidOnInput)
  .output(optionConditionsValidOnOutput)
  .query(({ ctx, input }) =>
    conditionsValidOn(ctx.db, 'option', { ...input.filter, refs: input.filter.options }),
  );
