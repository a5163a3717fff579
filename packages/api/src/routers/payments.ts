import { confirmManualPaymentInput, paymentsListInput, refundPaymentInput } from '@app/validators';
import {
  paymentConfirmedOutput,
  paymentRefundOutput,
  paymentsListOutput,
} from '@app/validators/outputs';
import { sample, sampleListBy } from '../procedure-doc';
import { confirmManualPayment, listPayments, refundPayment } from '../services/payments';
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
  /** A sales head refunds money no booking holds through its provider (a job carries it out). */
  refund: procedureFor('payments.refund', {
    summary: 'Refunds a REFUND_REQUIRED payment through its provider',
    description:
      'Requests the refund of a `REFUND_REQUIRED` payment through its provider, with a reason (again after a `FAILED` refund). A job carries it out and retries it; `refund_status` follows it: `REQUESTED`, `SUCCEEDED`, `FAILED` with `refund_error`.',
    appCodes: ['PAYMENT_NOT_FOUND', 'PAYMENT_NOT_REFUNDABLE', 'REFUND_ALREADY_REQUESTED'],
    example: { id: sample.uuid, reason: 'Paid twice by the customer' },
  })
    .input(refundPaymentInput)
    .output(paymentRefundOutput)
    .mutation(({ ctx, input }) => refundPayment(ctx.db, ctx.user, input)),
});
