import { createTRPCRouter } from '../../trpc';
import { createPaymentLinkProcedure } from './create';
import { listPaymentLinksProcedure } from './list';
import { sendPaymentLinkProcedure } from './send';

/** The `paymentLinks` namespace; its rules live in services/payments (the payments domain). */
export const paymentLinksRouter = createTRPCRouter({
  create: createPaymentLinkProcedure,
  list: listPaymentLinksProcedure,
  send: sendPaymentLinkProcedure,
});
