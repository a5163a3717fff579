import { confirmManualPaymentInput } from '@app/validators';
import { confirmManualPayment } from '../../services/payments';
import { procedureFor } from '../../trpc';

/**
 * `payments.confirmManual`: staff confirm a payment made at the office; the confirming user is the
 * caller.
 */
export const confirmManualPaymentProcedure = procedureFor('payments.confirm')
  .input(confirmManualPaymentInput)
  .mutation(({ ctx, input }) => confirmManualPayment(ctx.db, ctx.user, input));
