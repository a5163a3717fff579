import { paymentScheduleInput } from '@app/validators';
import { paymentScheduleOutput } from '@app/validators/outputs';
import { issuePaymentSchedule } from '../../services/documents';
import { procedureFor } from '../../trpc';

/** `documents.paymentSchedule`: `{ item: { id }, message, url }`; the PDF downloads from `url`. */
export const paymentScheduleProcedure = procedureFor('documents.create')
  .input(paymentScheduleInput)
  .output(paymentScheduleOutput)
  .mutation(({ ctx, input }) => issuePaymentSchedule(ctx.db, ctx.user, input));
