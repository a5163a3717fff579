import { updateOptionInput } from '@app/validators';
import { updateCatalogItem } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `options.update`: changes an option. */
export const updateOptionProcedure = procedureFor('pricing.write')
  .input(updateOptionInput)
  .mutation(({ ctx, input }) => updateCatalogItem(ctx.db, 'option', ctx.user, input));
