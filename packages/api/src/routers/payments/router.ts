import { createTRPCRouter } from '../../trpc';
import { confirmManualPaymentProcedure } from './confirm-manual';
import { listPaymentsProcedure } from './list';

export const paymentsRouter = createTRPCRouter({
  confirmManual: confirmManualPaymentProcedure,
  list: listPaymentsProcedure,
});
