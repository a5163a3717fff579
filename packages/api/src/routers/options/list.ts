import { catalogListInput } from '@app/validators';
import { optionsListOutput } from '@app/validators/outputs';
import { listOptions } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `options.list`: options with `exclusions` and derived `excludedBy`. */
export const listOptionsProcedure = procedureFor('pricing.read')
  .input(catalogListInput)
  .output(optionsListOutput)
  .query(({ ctx, input }) => listOptions(ctx.db, input));
