import { paymentsListInput } from '@app/validators';
import { paymentsListOutput } from '@app/validators/outputs';
import { listPayments } from '../../services/payments';
import { procedureFor } from '../../trpc';

/** `payments.list`: the ledger with totals of the filtered range; realtors: own bookings'. */
export const listPaymentsProcedure = procedureFor('payments.read')
  .input(paymentsListInput)
  .output(paymentsListOutput)
  .query(({ ctx, input }) => listPayments(ctx.db, ctx.user, input));
