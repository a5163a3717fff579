import { confirmManualPaymentInput, paymentsListInput } from '@app/validators';
import { paymentConfirmedOutput, paymentsListOutput } from '@app/validators/outputs';
import { sample, sampleListBy } from '../procedure-doc';
import { confirmManualPayment, listPayments } from '../services/payments';
import { createTRPCRouter, procedureFor } from '../trpc';

export const paymentsRouter = createTRPCRouter({
  /**
   * `payments.confirmManual`: staff confirm a payment made at the office; the confirming user is the
   * caller.
   */
  confirmManual: procedureFor('payments.confirm', {
    summary: 'Registers an office payment',
    description:
      'Registers an office payment (`MANUAL`): booking PAID, unit PAID, expiration extended, link revoked.',
    appCodes: [
      'BOOKING_NOT_FOUND',
      'BOOKING_ALREADY_PAID',
      'BOOKING_NOT_PAYABLE',
      'UNIT_STATUS_CHANGED',
    ],
  })
    .input(confirmManualPaymentInput)
    .output(paymentConfirmedOutput)
    .mutation(({ ctx, input }) => confirmManualPayment(ctx.db, ctx.user, input)),
  /** The ledger with totals of the filtered range; realtors: own bookings'. */
  list: procedureFor('payments.read', {
    summary: 'The payments ledger with totals over the filtered range',
    description: 'The payments ledger with totals over the filtered range.',
    appCodes: ['INVALID_FILTER'],
    example: sampleListBy('booking', 'EQ', [sample.booking]),
  })
    .input(paymentsListInput)
    .output(paymentsListOutput)
    .query(({ ctx, input }) => listPayments(ctx.db, ctx.user, input)),
});
