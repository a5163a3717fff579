import { createTRPCRouter } from '../../trpc';
import { createPaymentLinkProcedure } from './create';
import { listPaymentLinksProcedure } from './list';

export const paymentLinksRouter = createTRPCRouter({
  create: createPaymentLinkProcedure,
  list: listPaymentLinksProcedure,
});
