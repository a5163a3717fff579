import {
  fromMinorUnits,
  toMinorUnits,
  type HttpClient,
  type NotificationCheck,
  type PaymentEventKind,
  type PaymentProvider,
  type ProviderPayment,
} from '@app/integration-kit';
import { z } from 'zod';
import { tbankApi, TBANK, type TbankState, type TbankStatus } from './api';
import type { TbankConfig } from './config';
import { linkIdOf, orderIdOf } from './order';
import { hasValidToken } from './token';

/**
 * T-Bank behind the contract. A notification is proven by its Token (the terminal's password),
 * then the payment is read back with GetState and the event built from that answer.
 */
const KIND: Partial<Record<TbankStatus, PaymentEventKind>> = {
  AUTHORIZED: 'waiting_for_capture',
  CONFIRMED: 'succeeded',
  REJECTED: 'canceled',
  CANCELED: 'canceled',
  DEADLINE_EXPIRED: 'canceled',
  REVERSED: 'canceled',
  REFUNDED: 'refunded',
  PARTIAL_REFUNDED: 'refunded',
};

const notificationSchema = z.object({
  TerminalKey: z.string(),
  OrderId: z.string(),
  Status: z.string(),
  PaymentId: z.coerce.string(),
  Amount: z.number().int().nonnegative(),
  Token: z.string(),
});

/** A terminal whose key ends in DEMO is T-Bank's test terminal. */
const isTest = (config: TbankConfig) => /DEMO$/i.test(config.terminalKey);

export function tbankProvider(
  config: TbankConfig,
  opts: { client?: HttpClient } = {},
): PaymentProvider {
  const call = tbankApi(config, opts.client);
  const test = isTest(config);
  const toPayment = (s: TbankState, fallbackAmount: number): ProviderPayment => {
    const kind = KIND[s.Status];
    return {
      providerPaymentId: s.PaymentId,
      status: kind ?? 'pending',
      amount: fromMinorUnits(s.Amount ?? fallbackAmount),
      ...(test ? { test } : {}),
    };
  };

  return {
    name: TBANK,
    signatureHeader: null,
    acknowledgement: { body: 'OK', contentType: 'text/plain; charset=utf-8' },
    async createCheckout(req) {
      const amount = toMinorUnits(req.amount);
      const contact = req.customer?.email
        ? { Email: req.customer.email }
        : req.customer?.phone
          ? { Phone: req.customer.phone }
          : null;
      const init = await call('Init', {
        Amount: amount,
        OrderId: orderIdOf(req.metadata.linkId, req.idempotencyKey),
        Description: req.description.slice(0, 140),
        PayType: req.capture === false ? 'T' : 'O',
        SuccessURL: req.returnUrl,
        FailURL: req.returnUrl,
        NotificationURL: config.notificationUrl,
        DATA: { link_id: req.metadata.linkId, booking_number: String(req.metadata.bookingNumber) },
        ...(contact
          ? {
              Receipt: {
                ...contact,
                Taxation: config.taxation,
                Items: [
                  {
                    Name: req.description.slice(0, 128),
                    Price: amount,
                    Quantity: 1,
                    Amount: amount,
                    Tax: config.tax,
                    PaymentMethod: 'full_prepayment',
                    PaymentObject: 'service',
                  },
                ],
              },
            }
          : {}),
      });
      if (!init.PaymentURL) throw new Error('T-Bank Init answered no PaymentURL');
      return { redirectUrl: init.PaymentURL, providerPaymentId: init.PaymentId };
    },

    async authenticateNotification(n): Promise<NotificationCheck> {
      let fields: Record<string, unknown>;
      try {
        fields = z
          .record(z.string(), z.unknown())
          .parse(JSON.parse(Buffer.from(n.rawBody).toString('utf8')));
      } catch (e) {
        return { ok: false, outcome: 'MALFORMED', detail: (e as Error).message.slice(0, 500) };
      }
      if (fields.TerminalKey !== config.terminalKey || !hasValidToken(fields, config.password))
        return { ok: false, outcome: 'INVALID_SIGNATURE', detail: 'TOKEN_MISMATCH' };
      const note = notificationSchema.safeParse(fields);
      if (!note.success)
        return { ok: false, outcome: 'MALFORMED', detail: note.error.message.slice(0, 500) };
      // Proven, yet acted on only as GetState answers it now.
      const state = await call('GetState', { PaymentId: note.data.PaymentId });
      if (state.Amount !== undefined && state.Amount !== note.data.Amount)
        return { ok: false, outcome: 'INVALID_SIGNATURE', detail: 'AMOUNT_MISMATCH' };
      const id = `${state.PaymentId}:${state.Status}`;
      const kind = KIND[state.Status];
      const linkId = linkIdOf(state.OrderId ?? note.data.OrderId);
      if (!kind || !linkId)
        return {
          ok: true,
          event: { id, kind: 'unhandled', type: `${state.Status}${linkId ? '' : ' (no link)'}` },
        };
      return {
        ok: true,
        event: {
          id,
          kind,
          providerPaymentId: state.PaymentId,
          amount: fromMinorUnits(state.Amount ?? note.data.Amount),
          currency: 'RUB',
          metadata: { linkId },
          ...(kind === 'canceled' ? { reason: state.Status.toLowerCase() } : {}),
          ...(test ? { test } : {}),
        },
      };
    },

    async capture(providerPaymentId, amount) {
      const s = await call('Confirm', {
        PaymentId: providerPaymentId,
        Amount: toMinorUnits(amount),
      });
      return toPayment(s, toMinorUnits(amount));
    },

    async cancel(providerPaymentId) {
      return toPayment(await call('Cancel', { PaymentId: providerPaymentId }), 0);
    },

    async refund(req) {
      const s = await call('Cancel', {
        PaymentId: req.providerPaymentId,
        Amount: toMinorUnits(req.amount),
        ExternalRequestId: req.idempotencyKey,
      });
      const done = s.Status === 'REFUNDED' || s.Status === 'PARTIAL_REFUNDED';
      return {
        providerRefundId: `${s.PaymentId}:${req.idempotencyKey}`,
        status: done ? 'succeeded' : s.Status === 'REFUNDING' ? 'pending' : 'canceled',
      };
    },
  };
}
