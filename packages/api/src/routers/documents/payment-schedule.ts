import { paymentScheduleInput } from '@app/validators';
import { issuePaymentSchedule } from '../../services/documents';
import { procedureFor } from '../../trpc';

/** `documents.paymentSchedule`: `{ item: { id }, message, url }`; the PDF downloads from `url`. */
export const paymentScheduleProcedure = procedureFor('documents.create')
  .input(paymentScheduleInput)
  .mutation(({ ctx, input }) => issuePaymentSchedule(ctx.db, ctx.user, input));
