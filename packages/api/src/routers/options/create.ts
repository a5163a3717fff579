import { createOptionInput } from '@app/validators';
import { catalogSavedOutput } from '@app/validators/outputs';
import { createCatalogItem } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `options.create`: created with the client's id. */
export const createOptionProcedure = procedureFor('pricing.write')
  .input(createOptionInput)
  .output(catalogSavedOutput)
  .mutation(({ ctx, input }) => createCatalogItem(ctx.db, 'option', ctx.user, input));
