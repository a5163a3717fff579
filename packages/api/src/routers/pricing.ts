import { pricingQuoteInput } from '@app/validators';
import { quoteOutput } from '@app/validators/outputs';
import { sample } from '../procedure-doc';
import { pricingQuote } from '../services/pricing';
import { createTRPCRouter, procedureFor } from '../trpc';

export const pricingRouter = createTRPCRouter({
  /** The price of a unit on a date with chosen discounts and options. */
  quote: procedureFor('pricing.read', {
    summary: 'A unit’s price on a date with chosen discounts and options',
    description:
      'A unit’s price on a date with chosen discounts and options: base price, each line, total.',
    appCodes: [
      'UNIT_NOT_FOUND',
      'UNIT_HAS_NO_PRICE',
      'PRICING_EXCLUSION_CONFLICT',
      'PRICING_NOT_AVAILABLE',
      'PRICING_NOT_VALID_ON_DATE',
    ],
    example: { unit: sample.pricedUnit, discounts: [sample.discount], options: [sample.option] },
  })
    .input(pricingQuoteInput)
    .output(quoteOutput)
    .query(({ ctx, input }) => pricingQuote(ctx.db, input)),
});
