import { createPaymentLinkInput } from '@app/validators';
import { createPaymentLink } from '../../services/payments';
import { procedureFor } from '../../trpc';

/** `paymentLinks.create`: realtors for their own bookings only. */
export const createPaymentLinkProcedure = procedureFor('paymentLinks.create')
  .input(createPaymentLinkInput)
  .mutation(({ ctx, input }) => createPaymentLink(ctx.db, ctx.user, input));
