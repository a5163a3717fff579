import {
  createPaymentLinkInput,
  paymentLinksListInput,
  sendPaymentLinkInput,
} from '@app/validators';
import {
  paymentLinkSavedOutput,
  paymentLinksListOutput,
  sentToCustomerOutput,
} from '@app/validators/outputs';
import { sample, sampleListBy } from '../procedure-doc';
import { createPaymentLink, listPaymentLinks, sendPaymentLink } from '../services/payments';
import { createTRPCRouter, procedureFor } from '../trpc';

/** The `paymentLinks` namespace; its rules live in services/payments (the payments domain). */
export const paymentLinksRouter = createTRPCRouter({
  /** Realtors for their own bookings only. */
  create: procedureFor('paymentLinks.create', {
    summary: 'Revokes the booking’s active link, issues a new one, unit to WAIT_PAYMENT',
    description: 'Revokes the booking’s active link, issues a new one, unit to WAIT_PAYMENT.',
    appCodes: [
      'BOOKING_NOT_FOUND',
      'BOOKING_NOT_PAYABLE',
      'UNIT_STATUS_CHANGED',
      'PAYMENT_LINK_CONFLICT',
    ],
    example: { booking: sample.booking },
  })
    .input(createPaymentLinkInput)
    .output(paymentLinkSavedOutput)
    .mutation(({ ctx, input }) => createPaymentLink(ctx.db, ctx.user, input)),
  /** Realtors see the links of their own bookings. */
  list: procedureFor('paymentLinks.read', {
    summary: 'Payment links with their `state`',
    description: 'Payment links with their `state`, list form.',
    appCodes: ['INVALID_FILTER'],
    example: sampleListBy('booking', 'EQ', [sample.booking]),
  })
    .input(paymentLinksListInput)
    .output(paymentLinksListOutput)
    .query(({ ctx, input }) => listPaymentLinks(ctx.db, ctx.user, input)),
  /** E-mail a live payment link to the customer (realtors: their own bookings'). */
  send: procedureFor('paymentLinks.send', {
    summary: 'E-mails a live link and its QR code to the customer',
    description: 'E-mails a live link and its QR code to the customer (sending).',
    appCodes: ['PAYMENT_LINK_NOT_FOUND', 'PAYMENT_LINK_NOT_LIVE'],
    example: { id: sample.link, email: 'customer@example.test' },
  })
    .input(sendPaymentLinkInput)
    .output(sentToCustomerOutput)
    .mutation(({ ctx, input }) => sendPaymentLink(ctx.db, ctx.user, input)),
});
