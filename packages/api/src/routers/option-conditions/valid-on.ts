import { optionConditionsValidOnInput } from '@app/validators';
import { conditionsValidOn } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `optionConditions.validOn`: `{ items }` only. */
export const optionConditionsValidOnProcedure = procedureFor('pricing.read')
  .input(optionConditionsValidOnInput)
  .query(({ ctx, input }) =>
    conditionsValidOn(ctx.db, 'option', { ...input.filter, refs: input.filter.options }),
  );
