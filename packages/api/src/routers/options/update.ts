import { updateOptionInput } from '@app/validators';
import { catalogSavedOutput } from '@app/validators/outputs';
import { updateCatalogItem } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `options.update`: changes an option. */
export const updateOptionProcedure = procedureFor('pricing.write')
  .input(updateOptionInput)
  .output(catalogSavedOutput)
  .mutation(({ ctx, input }) => updateCatalogItem(ctx.db, 'option', ctx.user, input));
