import {
  commercialOfferInput,
  documentsListInput,
  paymentScheduleInput,
  sendDocumentInput,
} from '@app/validators';
import {
  commercialOfferOutput,
  documentsListOutput,
  paymentScheduleOutput,
  sentToCustomerOutput,
} from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import {
  issueCommercialOffer,
  issuePaymentSchedule,
  listDocuments,
  sendDocument,
} from '../services/documents';
import { createTRPCRouter, procedureFor } from '../trpc';

export const documentsRouter = createTRPCRouter({
  /** `{ item: { id }, message, url }`; the PDF downloads from `url`. */
  commercialOffer: procedureFor('documents.create', {
    summary: 'Issues a commercial offer PDF',
    description: 'Issues a commercial offer PDF: `{ item, message, url, public_url }`.',
    appCodes: [
      'UNIT_NOT_FOUND',
      'PRICING_EXCLUSION_CONFLICT',
      'PRICING_NOT_VALID_ON_DATE',
      'DOCUMENT_RENDER_BUSY',
      'DOCUMENT_RENDER_TIMEOUT',
      'DOCUMENT_RENDER_FAILED',
      'BOOKING_NOT_FOUND',
    ],
    example: {
      units: [
        {
          unit: sample.pricedUnit,
          options: [{ def: 'Отделка', value: 'White box' }],
          discounts: [sample.discount],
        },
      ],
      manager: { name: 'Анна Петрова', phone: '+7 495 000-00-01', email: 'anna@demo.test' },
      phone: '+79990000001',
      name: 'Матрица Клиент',
    },
  })
    .input(commercialOfferInput)
    .output(commercialOfferOutput)
    .mutation(({ ctx, input }) => issueCommercialOffer(ctx.db, ctx.user, input)),
  /** `{ item: { id }, message, url }`; the PDF downloads from `url`. */
  paymentSchedule: procedureFor('documents.create', {
    summary: 'Issues a payment schedule PDF',
    description: 'Issues a payment schedule PDF: `{ item, message, url }`.',
    appCodes: [
      'OFFICE_NOT_FOUND',
      'DOCUMENT_RENDER_BUSY',
      'DOCUMENT_RENDER_TIMEOUT',
      'DOCUMENT_RENDER_FAILED',
    ],
    example: {
      items: [
        { date: '2027-01-15T09:00:00.000Z', area: 50, priceSqByMonth: 2000, priceByMonth: 100000 },
      ],
      manager: { name: 'Анна Петрова', phone: '+7 495 000-00-01', email: 'anna@demo.test' },
      summary: 100000,
      booking: sample.booking,
      unit: sample.unit,
      customer: { name: 'Матрица Клиент', phone: '+7 999 000-00-02', email: null },
    },
  })
    .input(paymentScheduleInput)
    .output(paymentScheduleOutput)
    .mutation(({ ctx, input }) => issuePaymentSchedule(ctx.db, ctx.user, input)),
  /** What was issued, by whom, for whom (realtors: their own). */
  list: procedureFor('documents.read', {
    summary: 'Issued documents',
    description: 'Issued documents: what, by whom, for whom.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList(),
  })
    .input(documentsListInput)
    .output(documentsListOutput)
    .query(({ ctx, input }) => listDocuments(ctx.db, ctx.user, input)),
  /** E-mail a document to the customer (realtors: the documents they issued). */
  send: procedureFor('documents.send', {
    summary: 'E-mails a document’s PDF',
    description: 'E-mails a document’s PDF (and an offer’s public link) to the customer (sending).',
    appCodes: ['DOCUMENT_NOT_FOUND'],
    example: { id: sample.document, language: 'en' },
  })
    .input(sendDocumentInput)
    .output(sentToCustomerOutput)
    .mutation(({ ctx, input }) => sendDocument(ctx.db, ctx.user, input)),
});
