import { catalogListInput, createDiscountInput, updateDiscountInput } from '@app/validators';
import { catalogSavedOutput, discountsListOutput } from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import { createCatalogItem, listDiscounts, updateCatalogItem } from '../services/pricing';
import { createTRPCRouter, procedureFor } from '../trpc';

export const discountsRouter = createTRPCRouter({
  /** Created with the client's id. */
  create: procedureFor('pricing.write', {
    summary: 'Creates a discount with the client’s id and its exclusions',
    description:
      'Creates a discount with the client’s id and its exclusions; optional period `valid_from` / `valid_to`.',
    appCodes: ['DISCOUNT_EXISTS'],
    example: { id: sample.uuid, description: 'matrix' },
  })
    .input(createDiscountInput)
    .output(catalogSavedOutput)
    .mutation(({ ctx, input }) => createCatalogItem(ctx.db, 'discount', ctx.user, input)),
  list: procedureFor('pricing.read', {
    summary: 'Discounts with `exclusions` and derived `excludedBy`',
    description: 'Discounts with `exclusions` and derived `excludedBy`.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList([sample.discount]),
  })
    .input(catalogListInput)
    .output(discountsListOutput)
    .query(({ ctx, input }) => listDiscounts(ctx.db, input)),
  update: procedureFor('pricing.write', {
    summary: 'Changes a discount',
    description: 'Changes a discount; optional period `valid_from` / `valid_to`.',
    appCodes: ['DISCOUNT_NOT_FOUND', 'DEFAULT_EXCLUSION_CONFLICT'],
    example: { id: sample.discount, description: `matrix ${sample.n}` },
  })
    .input(updateDiscountInput)
    .output(catalogSavedOutput)
    .mutation(({ ctx, input }) => updateCatalogItem(ctx.db, 'discount', ctx.user, input)),
});
