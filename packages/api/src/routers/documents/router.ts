import { createTRPCRouter } from '../../trpc';
import { commercialOfferProcedure } from './commercial-offer';
import { listDocumentsProcedure } from './list';
import { paymentScheduleProcedure } from './payment-schedule';
import { sendDocumentProcedure } from './send';

export const documentsRouter = createTRPCRouter({
  commercialOffer: commercialOfferProcedure,
  paymentSchedule: paymentScheduleProcedure,
  list: listDocumentsProcedure,
  send: sendDocumentProcedure,
});
