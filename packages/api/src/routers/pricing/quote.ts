import { pricingQuoteInput } from '@app/validators';
import { quoteOutput } from '@app/validators/outputs';
import { pricingQuote } from '../../services/pricing';
import { procedureFor } from '../../trpc';

/** The price of a unit on a date with chosen discounts and options. */
export const pricingQuoteProcedure = procedureFor('pricing.read')
  .input(pricingQuoteInput)
  .output(quoteOutput)
  .query(({ ctx, input }) => pricingQuote(ctx.db, input));
