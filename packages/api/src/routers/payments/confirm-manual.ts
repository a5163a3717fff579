import { confirmManualPaymentInput } from '@app/validators';
import { paymentConfirmedOutput } from '@app/validators/outputs';
import { confirmManualPayment } from '../../services/payments';
import { procedureFor } from '../../trpc';

/**
 * `payments.confirmManual`: staff confirm a payment made at the office; the confirming user is the
 * caller.
 */
export const confirmManualPaymentProcedure = procedureFor('payments.confirm')
  .input(confirmManualPaymentInput)
  .output(paymentConfirmedOutput)
  .mutation(({ ctx, input }) => confirmManualPayment(ctx.db, ctx.user, input));
