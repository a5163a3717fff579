import { createTRPCRouter } from '../../trpc';
import { pricingQuoteProcedure } from './quote';

export const pricingRouter = createTRPCRouter({ quote: pricingQuoteProcedure });
