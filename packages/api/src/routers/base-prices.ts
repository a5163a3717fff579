import { createBasePriceInput, createManyBasePricesInput, filtersListInput } from '@app/validators';
import {
  basePriceSavedOutput,
  basePricesCreatedManyOutput,
  basePricesListOutput,
} from '@app/validators/outputs';
import { sample, sampleListBy } from '../procedure-doc';
import { createBasePrice, createManyBasePrices, listBasePrices } from '../services/pricing';
import { createTRPCRouter, procedureFor } from '../trpc';

export const basePricesRouter = createTRPCRouter({
  /** A new base price for a unit (sales heads). */
  create: procedureFor('pricing.write', {
    summary: 'A new base price for a unit',
    description:
      'A new base price for a unit (`valid_from` default now; a later one schedules it: scheduled prices).',
    appCodes: ['UNIT_NOT_FOUND', 'VALIDATION_ERROR'],
    example: { unit: sample.pricedUnit, price_per_sq_m: 150001, reason_id: 'MATRIX' },
  })
    .input(createBasePriceInput)
    .output(basePriceSavedOutput)
    .mutation(({ ctx, input }) => createBasePrice(ctx.db, ctx.user, input)),
  list: procedureFor('pricing.read', {
    summary: 'Base prices, scheduled ones included',
    description: 'Base prices, scheduled ones included, list form.',
    appCodes: ['INVALID_FILTER'],
    example: sampleListBy('unit', 'IN', [sample.pricedUnit]),
  })
    .input(filtersListInput)
    .output(basePricesListOutput)
    .query(({ ctx, input }) => listBasePrices(ctx.db, input)),
  /** Bulk repricing of a selection of units, all or nothing (sales heads). */
  createMany: procedureFor('pricing.write', {
    summary: 'Reprices a selection of units, all or nothing',
    description:
      'Reprices a selection of units, all or nothing (`valid_from` as `basePrices.create`; a percent change starts from the price in force then).',
    appCodes: ['PRICE_TOO_HIGH'],
    example: { units: [sample.pricedUnit], percent_change: 1, reason_id: `MATRIX-${sample.n}` },
  })
    .input(createManyBasePricesInput)
    .output(basePricesCreatedManyOutput)
    .mutation(({ ctx, input }) => createManyBasePrices(ctx.db, ctx.user, input)),
});
