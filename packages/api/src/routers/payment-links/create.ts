import { createPaymentLinkInput } from '@app/validators';
import { paymentLinkSavedOutput } from '@app/validators/outputs';
import { createPaymentLink } from '../../services/payments';
import { procedureFor } from '../../trpc';

/** `paymentLinks.create`: realtors for their own bookings only. */
export const createPaymentLinkProcedure = procedureFor('paymentLinks.create')
  .input(createPaymentLinkInput)
  .output(paymentLinkSavedOutput)
  .mutation(({ ctx, input }) => createPaymentLink(ctx.db, ctx.user, input));
