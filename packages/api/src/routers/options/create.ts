import { createOptionInput } from '@app/validators';
import { createCatalogItem } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** `options.create`: created with the client's id. */
export const createOptionProcedure = procedureFor('pricing.write')
  .input(createOptionInput)
  .mutation(({ ctx, input }) => createCatalogItem(ctx.db, 'option', ctx.user, input));
