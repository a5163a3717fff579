import { z } from 'zod';
import {
  PAYMENT_LINK_STATES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from '../payments';
import { isoOut, paginationOut, recordOutput, savedOutput, uuidOut } from './common';
import { amountOut, currencyOut } from './pricing';

/** What `paymentLinks.*` and `payments.*` answer (services/payments); amounts are JSON numbers. */

export const paymentLinkOutput = recordOutput({
  booking: uuidOut,
  url: z.string().nullable().meta({
    description:
      'The payment page: PUBLIC_BASE_URL/pay/<signed token>; null for callers who may not send links (read-only)',
  }),
  short_url: z
    .string()
    .nullable()
    .meta({ description: 'PUBLIC_BASE_URL/s/<8 characters>; null as `url` is' }),
  exp_date: isoOut.meta({ description: 'The link stops working then (follows the booking)' }),
  opened_at: isoOut.nullable().meta({ description: 'When a person first opened it' }),
  revoked_at: isoOut.nullable(),
  state: z.enum(PAYMENT_LINK_STATES),
}).meta({ id: 'PaymentLink' });

/** `paymentLinks.list`, with the `fee` a link charges. */
export const paymentLinksListOutput = z.strictObject({
  items: z.array(paymentLinkOutput),
  pagination: paginationOut,
  fee: z
    .strictObject({ amount: amountOut, currency: currencyOut })
    .meta({ description: 'What a link charges (PAID_BOOKING_FEE)' }),
});
/** `paymentLinks.create`. */
export const paymentLinkSavedOutput = savedOutput();

export const paymentOutput = recordOutput({
  booking: uuidOut,
  booking_number: z.number().int().nullable().meta({ description: 'The booking’s number (№)' }),
  unit: uuidOut.nullable(),
  unit_code: z.string().nullable(),
  unit_name: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  amount: amountOut,
  currency: currencyOut,
  order: uuidOut.nullable().meta({ description: 'The CRM order id of a manual confirmation' }),
  confirmed_by: uuidOut.nullable().meta({ description: 'Who confirmed a manual payment' }),
  confirmed_by_name: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  payment_link: uuidOut.nullable(),
  reason: z.string().nullable().meta({ description: 'Why a payment is FAILED or REFUND_REQUIRED' }),
  external_ref: z.string().nullable().meta({
    description: 'A manual payment’s CRM or accounting order or receipt number, as typed',
  }),
  method: z.enum(PAYMENT_METHODS).nullable().meta({ description: 'How a manual payment was made' }),
  paid_at: isoOut.nullable().meta({ description: 'When a manual payment was paid at the office' }),
  receipt_number: z.string().nullable().meta({ description: 'The receipt of a manual payment' }),
  test: z
    .boolean()
    .meta({ description: 'The provider calls it a test payment (test shop/terminal)' }),
  refund_status: z
    .enum(REFUND_STATUSES)
    .nullable()
    .meta({ description: 'The refund through the provider; null: none requested' }),
  refund_reason: z.string().nullable().meta({ description: 'Why it is refunded' }),
  refund_error: z.string().nullable().meta({ description: 'Why the last refund attempt failed' }),
  refunded_at: isoOut.nullable(),
}).meta({ id: 'Payment' });

/** `payments.list`: the ledger, with totals of the whole filtered range. */
export const paymentsListOutput = z.strictObject({
  items: z.array(paymentOutput),
  pagination: paginationOut,
  totals: z
    .strictObject({
      currency: currencyOut,
      succeeded: amountOut,
      refund_required: amountOut,
      refund_required_count: z.number().int(),
    })
    .meta({ description: 'Of the whole filtered range, not only the page' }),
});
/** `payments.confirmManual`. */
export const paymentConfirmedOutput = savedOutput();
/** `payments.refund`: the payment with its refund REQUESTED. */
export const paymentRefundOutput = z.strictObject({ item: paymentOutput });
