import {
  PaymentProviderError,
  type HttpClient,
  type NotificationCheck,
  type PaymentProvider,
  type ProviderPayment,
} from '@app/integration-kit';
import { z } from 'zod';
import { paymentSchema, refundSchema, yookassaApi, YOOKASSA, type YookassaPayment } from './api';
import { parseNetworks, type YookassaConfig } from './config';

/**
 * YooKassa behind the contract. A notification carries no signature: it is taken only from the
 * trusted networks and never believed, the payment is read back and the event built from that.
 */
const notificationSchema = z.object({
  type: z.literal('notification'),
  event: z.string().min(1).max(100),
  object: z.object({ id: z.string().min(1).max(255) }),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toPayment = (p: YookassaPayment): ProviderPayment => ({
  providerPaymentId: p.id,
  status: p.status,
  amount: p.amount.value,
  ...(p.test === undefined ? {} : { test: p.test }),
});

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) as `1.2.3.4`. */
const plainAddress = (ip: string) => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1] ?? ip;

export function yookassaProvider(
  config: YookassaConfig,
  opts: { client?: HttpClient } = {},
): PaymentProvider {
  const api = yookassaApi(config, opts.client);
  const trusted = parseNetworks(config.trustedNetworks);
  const isTrusted = (ip: string) => {
    const a = plainAddress(ip);
    return (
      (a.includes(':') && trusted.check(a, 'ipv6')) ||
      (!a.includes(':') && trusted.check(a, 'ipv4'))
    );
  };
  const getPayment = (id: string) =>
    api.call(paymentSchema, 'GET', `/payments/${encodeURIComponent(id)}`);

  return {
    name: YOOKASSA,
    signatureHeader: null,
    async createCheckout(req) {
      const contact = req.customer?.email
        ? { email: req.customer.email }
        : req.customer?.phone
          ? { phone: req.customer.phone.replace(/\D/g, '') }
          : null;
      const amount = { value: req.amount, currency: req.currency };
      const p = await api.call(
        paymentSchema,
        'POST',
        '/payments',
        {
          amount,
          capture: req.capture ?? true,
          confirmation: { type: 'redirect', return_url: req.returnUrl },
          description: req.description.slice(0, 128),
          metadata: { link_id: req.metadata.linkId, booking_number: req.metadata.bookingNumber },
          ...(contact
            ? {
                receipt: {
                  customer: contact,
                  items: [
                    {
                      description: req.description.slice(0, 128),
                      quantity: '1.00',
                      amount,
                      vat_code: config.vatCode,
                      payment_subject: 'service',
                      payment_mode: 'full_prepayment',
                    },
                  ],
                },
              }
            : {}),
        },
        req.idempotencyKey,
      );
      const url = p.confirmation?.confirmation_url;
      if (!url)
        throw new PaymentProviderError(YOOKASSA, 502, 'no_confirmation', 'no confirmation_url');
      return { redirectUrl: url, providerPaymentId: p.id };
    },

    async authenticateNotification(n): Promise<NotificationCheck> {
      if (!isTrusted(n.sourceIp))
        return {
          ok: false,
          outcome: 'INVALID_SIGNATURE',
          detail: `UNTRUSTED_SOURCE ${n.sourceIp}`,
        };
      let note: z.infer<typeof notificationSchema>;
      try {
        note = notificationSchema.parse(JSON.parse(Buffer.from(n.rawBody).toString('utf8')));
      } catch (e) {
        return { ok: false, outcome: 'MALFORMED', detail: (e as Error).message.slice(0, 500) };
      }
      const objectId = note.object.id;
      if (!note.event.startsWith('payment.'))
        return {
          ok: true,
          event: { id: `${note.event}:${objectId}`, kind: 'unhandled', type: note.event },
        };
      let p: YookassaPayment;
      try {
        p = await getPayment(objectId);
      } catch (e) {
        // Unknown to the API: a forgery. No answer: thrown, the route fails, YooKassa retries.
        if (e instanceof PaymentProviderError && e.status === 404)
          return { ok: false, outcome: 'INVALID_SIGNATURE', detail: `NOT_CONFIRMED ${objectId}` };
        throw e;
      }
      // The event is what the API answers now, whatever the notification said.
      const id = `payment.${p.status}:${p.id}`;
      const linkId = p.metadata?.link_id;
      if (p.status === 'pending' || typeof linkId !== 'string' || !UUID.test(linkId))
        return {
          ok: true,
          event: {
            id,
            kind: 'unhandled',
            type: `payment.${p.status}${p.status === 'pending' ? '' : ' (no link)'}`,
          },
        };
      return {
        ok: true,
        event: {
          id,
          kind: p.status,
          providerPaymentId: p.id,
          amount: p.amount.value,
          currency: p.amount.currency,
          metadata: { linkId },
          ...(p.cancellation_details ? { reason: p.cancellation_details.reason } : {}),
          ...(p.test === undefined ? {} : { test: p.test }),
        },
      };
    },

    async capture(providerPaymentId, amount, idempotencyKey) {
      const held = await getPayment(providerPaymentId);
      const path = `/payments/${encodeURIComponent(providerPaymentId)}/capture`;
      const body = { amount: { value: amount, currency: held.amount.currency } };
      return toPayment(await api.call(paymentSchema, 'POST', path, body, idempotencyKey));
    },

    async cancel(providerPaymentId, idempotencyKey) {
      const path = `/payments/${encodeURIComponent(providerPaymentId)}/cancel`;
      return toPayment(await api.call(paymentSchema, 'POST', path, {}, idempotencyKey));
    },

    async refund(req) {
      const body = {
        payment_id: req.providerPaymentId,
        amount: { value: req.amount, currency: req.currency },
        ...(req.description ? { description: req.description.slice(0, 250) } : {}),
      };
      const r = await api.call(refundSchema, 'POST', '/refunds', body, req.idempotencyKey);
      return { providerRefundId: r.id, status: r.status };
    },
  };
}

/** A payment as the API answers it now (the app's read-back, e.g. a checkout's state). */
export const yookassaPayment = (config: YookassaConfig, id: string) =>
  yookassaApi(config)
    .call(paymentSchema, 'GET', `/payments/${encodeURIComponent(id)}`)
    .then(toPayment);
