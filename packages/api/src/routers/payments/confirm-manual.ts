import { confirmManualPaymentInput } from '@app/validators';
import { confirmManualPayment } from '../../services/payments';
import { procedureFor } from '../../trpc';

/** Op 21: staff confirm a payment made at the office; the confirming user is the caller. */
export const confirmManualPaymentProcedure = procedureFor('payments.confirm')
  .input(confirmManualPaymentInput)
  .mutation(({ ctx, input }) => confirmManualPayment(ctx.db, ctx.user, input));
