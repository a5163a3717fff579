import { catalogListInput, createOptionInput, updateOptionInput } from '@app/validators';
import { catalogSavedOutput, optionsListOutput } from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import { createCatalogItem, listOptions, updateCatalogItem } from '../services/pricing';
import { createTRPCRouter, procedureFor } from '../trpc';

export const optionsRouter = createTRPCRouter({
  /** Created with the client's id. */
  create: procedureFor('pricing.write', {
    summary: 'Creates an option with the client’s id and its exclusions',
    description:
      'Creates an option with the client’s id and its exclusions; optional period `valid_from` / `valid_to`.',
    appCodes: ['OPTION_EXISTS'],
    example: { id: sample.uuid, type: 'OPTION_TYPE_FACING', description: 'matrix' },
  })
    .input(createOptionInput)
    .output(catalogSavedOutput)
    .mutation(({ ctx, input }) => createCatalogItem(ctx.db, 'option', ctx.user, input)),
  list: procedureFor('pricing.read', {
    summary: 'Options with `exclusions` and derived `excludedBy`',
    description: 'Options with `exclusions` and derived `excludedBy`.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList([sample.option]),
  })
    .input(catalogListInput)
    .output(optionsListOutput)
    .query(({ ctx, input }) => listOptions(ctx.db, input)),
  update: procedureFor('pricing.write', {
    summary: 'Changes an option',
    description: 'Changes an option; optional period `valid_from` / `valid_to`.',
    appCodes: ['OPTION_NOT_FOUND', 'DEFAULT_EXCLUSION_CONFLICT'],
    example: { id: sample.option, description: `matrix ${sample.n}` },
  })
    .input(updateOptionInput)
    .output(catalogSavedOutput)
    .mutation(({ ctx, input }) => updateCatalogItem(ctx.db, 'option', ctx.user, input)),
});
