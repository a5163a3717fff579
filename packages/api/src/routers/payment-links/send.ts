import { sendPaymentLinkInput } from '@app/validators';
import { sentToCustomerOutput } from '@app/validators/outputs';
import { sendPaymentLink } from '../../services/payments';
import { procedureFor } from '../../trpc';

/** `paymentLinks.send`: e-mail a live payment link to the customer (realtors: their own bookings'). */
export const sendPaymentLinkProcedure = procedureFor('paymentLinks.send')
  .input(sendPaymentLinkInput)
  .output(sentToCustomerOutput)
  .mutation(({ ctx, input }) => sendPaymentLink(ctx.db, ctx.user, input));
