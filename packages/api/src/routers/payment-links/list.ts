import { paymentLinksListInput } from '@app/validators';
import { paymentLinksListOutput } from '@app/validators/outputs';
import { listPaymentLinks } from '../../services/payments';
import { procedureFor } from '../../trpc';

/** `paymentLinks.list`: realtors see the links of their own bookings. */
export const listPaymentLinksProcedure = procedureFor('paymentLinks.read')
  .input(paymentLinksListInput)
  .output(paymentLinksListOutput)
  .query(({ ctx, input }) => listPaymentLinks(ctx.db, ctx.user, input));
