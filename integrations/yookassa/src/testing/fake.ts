import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  checkoutPage,
  faults,
  formFields,
  perSecondLimit,
  sendJson,
  startFakeServer,
  type FakeServer,
  type Faults,
  type Received,
} from '@app/integration-kit/testing';
import { errorBody, paymentView, type FakeYookassaPayment } from './objects';

/**
 * A fake YooKassa (API v3) from its public documentation: Basic auth, Idempotence-Key (a repeat
 * answers the first result), payments pending → waiting_for_capture → succeeded | canceled,
 * refunds, its error JSON, 429 beyond a rate, notifications to a webhook URL, a checkout page.
 */

export interface FakeYookassa extends FakeServer, Pick<Faults, 'failNext'> {
  /** The API base to configure (YOOKASSA_API_URL). */
  apiUrl: string;
  payments: Map<string, FakeYookassaPayment>;
  /** Where notifications go (the app's /api/payments/webhook/YOOKASSA); settable. */
  webhookUrl: string | null;
  /** Notifications sent, with the status they were answered. */
  sent: { event: string; id: string; status: number }[];
  /** The customer's outcome on the checkout page: moves the payment and notifies. */
  complete(id: string, outcome: 'pay' | 'decline'): Promise<FakeYookassaPayment>;
  /** Sends the notification of a payment's current state again. */
  notify(id: string, event?: string): Promise<number>;
  view(p: FakeYookassaPayment): object;
}

export interface FakeYookassaOptions {
  shopId: string;
  secretKey: string;
  webhookUrl?: string | null;
  port?: number;
  requestsPerSecond?: number;
}

const error = (res: http.ServerResponse, status: number, ...a: Parameters<typeof errorBody>) =>
  sendJson(res, status, errorBody(...a));

const cents = (v: string) => Math.round(Number(v) * 100);
const AMOUNT = /^\d{1,12}\.\d{2}$/;

export async function startFakeYookassa(o: FakeYookassaOptions): Promise<FakeYookassa> {
  const payments = new Map<string, FakeYookassaPayment>();
  const keys = new Map<string, { body: string; status: number; answer: unknown }>();
  const f = faults();
  const allowed = perSecondLimit(o.requestsPerSecond ?? 50);
  const auth = `Basic ${Buffer.from(`${o.shopId}:${o.secretKey}`).toString('base64')}`;
  const sent: FakeYookassa['sent'] = [];

  const view = (p: FakeYookassaPayment) =>
    paymentView(p, o.shopId, server.url(`/checkout/${p.id}`));

  const notify = async (id: string, event?: string) => {
    const p = payments.get(id);
    if (!p || !fake.webhookUrl) return 0;
    const name = event ?? `payment.${p.status}`;
    const res = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'notification', event: name, object: view(p) }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    sent.push({ event: name, id, status: res?.status ?? 0 });
    await res?.body?.cancel();
    return res?.status ?? 0;
  };

  const complete = async (id: string, outcome: 'pay' | 'decline') => {
    const p = payments.get(id);
    if (!p) throw new Error(`no payment ${id}`);
    if (p.status === 'pending') {
      if (outcome === 'decline') {
        p.status = 'canceled';
        p.cancellation_details = { party: 'payment_network', reason: 'card_expired' };
      } else {
        p.status = p.capture ? 'succeeded' : 'waiting_for_capture';
        p.paid = true;
      }
      await notify(id);
    }
    return p;
  };

  /** An idempotent POST: a repeated key answers the first result; another body is refused. */
  const once = (req: Received, res: http.ServerResponse, run: () => [number, unknown]) => {
    const key = req.headers['idempotence-key'];
    if (!key || key.length > 64)
      return error(
        res,
        400,
        'invalid_request',
        'Idempotence-Key header is required (at most 64 characters)',
        'Idempotence-Key',
      );
    const seen = keys.get(key);
    if (seen && seen.body !== req.body)
      return error(
        res,
        400,
        'invalid_request',
        'Idempotence key duplicated with another request body',
        'Idempotence-Key',
      );
    const [status, answer] = seen ? [seen.status, seen.answer] : run();
    if (!seen) keys.set(key, { body: req.body, status, answer });
    sendJson(res, status, answer);
  };
  const err = (status: number, ...a: Parameters<typeof errorBody>): [number, unknown] => [
    status,
    errorBody(...a),
  ];

  const createPayment = (req: Received): [number, unknown] => {
    let b: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      b = JSON.parse(req.body) as typeof b;
    } catch {
      return err(400, 'invalid_request', 'Request body is not JSON');
    }
    if (!AMOUNT.test(String(b.amount?.value)) || !/^[A-Z]{3}$/.test(String(b.amount?.currency)))
      return err(400, 'invalid_request', 'Invalid amount', 'amount');
    if (b.confirmation?.type !== 'redirect' || typeof b.confirmation?.return_url !== 'string')
      return err(
        400,
        'invalid_request',
        'A redirect confirmation needs return_url',
        'confirmation',
      );
    const item = b.receipt?.items?.[0];
    if (b.receipt && (!(b.receipt.customer?.email || b.receipt.customer?.phone) || !item?.vat_code))
      return err(
        400,
        'invalid_request',
        'Receipt needs customer contact and items with vat_code',
        'receipt',
      );
    const id = `${randomUUID().slice(0, 8)}-000f-5000-9000-${randomUUID().slice(-12)}`;
    const p: FakeYookassaPayment = {
      id,
      status: 'pending',
      paid: false,
      amount: { value: b.amount.value, currency: b.amount.currency },
      capture: b.capture === true,
      description: String(b.description ?? ''),
      metadata: (b.metadata as Record<string, unknown>) ?? {},
      receipt: b.receipt ?? null,
      returnUrl: b.confirmation.return_url,
      refunded: 0,
      created_at: new Date().toISOString(),
    };
    payments.set(id, p);
    return [200, view(p)];
  };

  const capture = (p: FakeYookassaPayment, req: Received): [number, unknown] => {
    if (p.status !== 'waiting_for_capture')
      return err(400, 'invalid_request', `Payment is in status ${p.status}`, 'status');
    const b = req.body ? (JSON.parse(req.body) as { amount?: { value: string } }) : {};
    if (b.amount && cents(b.amount.value) > cents(p.amount.value))
      return err(400, 'invalid_request', 'Capture amount exceeds the authorized amount', 'amount');
    if (b.amount) p.amount = { ...p.amount, value: b.amount.value };
    p.status = 'succeeded';
    void notify(p.id);
    return [200, view(p)];
  };

  const cancel = (p: FakeYookassaPayment): [number, unknown] => {
    if (p.status !== 'waiting_for_capture' && p.status !== 'pending')
      return err(400, 'invalid_request', `Payment is in status ${p.status}`, 'status');
    p.status = 'canceled';
    p.paid = false;
    p.cancellation_details = { party: 'merchant', reason: 'canceled_by_merchant' };
    void notify(p.id);
    return [200, view(p)];
  };

  const refund = (req: Received): [number, unknown] => {
    const b = JSON.parse(req.body || '{}') as {
      payment_id?: string;
      amount?: { value: string; currency: string };
    };
    const p = payments.get(b.payment_id ?? '');
    if (!p) return err(404, 'not_found', 'Payment not found', 'payment_id');
    if (p.status !== 'succeeded' || !b.amount || !AMOUNT.test(b.amount.value))
      return err(400, 'invalid_request', 'Payment cannot be refunded', 'payment_id');
    if (p.refunded + cents(b.amount.value) > cents(p.amount.value))
      return err(400, 'invalid_request', 'Refund amount exceeds the payment amount', 'amount');
    p.refunded += cents(b.amount.value);
    const r = {
      id: randomUUID(),
      payment_id: p.id,
      status: 'succeeded',
      amount: b.amount,
      created_at: new Date().toISOString(),
    };
    void notify(p.id, 'refund.succeeded');
    return [200, r];
  };

  const handle = async (req: Received, res: http.ServerResponse) => {
    const url = new URL(req.path, 'http://fake');
    const page = /^\/checkout\/([\w-]+)$/.exec(url.pathname);
    if (page) {
      const p = payments.get(page[1] ?? '');
      if (!p) return void res.writeHead(404).end('No such payment');
      if (req.method === 'POST') {
        await complete(p.id, formFields(req.body).outcome === 'decline' ? 'decline' : 'pay');
        return void res.writeHead(303, { location: p.returnUrl }).end();
      }
      const outcomes = [
        { value: 'pay', label: 'Оплатить' },
        { value: 'decline', label: 'Отказаться' },
      ];
      const html = checkoutPage({
        provider: 'ЮKassa',
        description: p.description,
        amount: `${p.amount.value} ${p.amount.currency}`,
        action: url.pathname,
        outcomes,
      });
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    }
    if (!url.pathname.startsWith('/v3/')) return error(res, 404, 'not_found', 'Not found');
    if (f.take(res, () => error(res, 500, 'internal_server_error', 'Internal server error')))
      return;
    if (!allowed()) return error(res, 429, 'too_many_requests', 'Too many requests');
    if (req.headers.authorization !== auth)
      return error(res, 401, 'invalid_credentials', 'Login or password is incorrect');
    const path = url.pathname.slice(3);
    const one = /^\/payments\/([\w-]+)(\/capture|\/cancel)?$/.exec(path);
    if (req.method === 'POST' && path === '/payments')
      return once(req, res, () => createPayment(req));
    if (req.method === 'POST' && path === '/refunds') return once(req, res, () => refund(req));
    if (one) {
      const p = payments.get(one[1] ?? '');
      if (!p) return error(res, 404, 'not_found', 'Payment not found');
      if (req.method === 'GET' && !one[2]) return sendJson(res, 200, view(p));
      if (req.method === 'POST' && one[2] === '/capture')
        return once(req, res, () => capture(p, req));
      if (req.method === 'POST' && one[2] === '/cancel') return once(req, res, () => cancel(p));
    }
    error(res, 404, 'not_found', 'Not found');
  };

  const server = await startFakeServer(
    (req, res) =>
      void handle(req, res).catch((e: unknown) =>
        error(res, 500, 'internal_server_error', String(e)),
      ),
    { port: o.port },
  );
  const fake: FakeYookassa = {
    ...server,
    apiUrl: server.url('/v3'),
    payments,
    webhookUrl: o.webhookUrl ?? null,
    sent,
    failNext: f.failNext,
    complete,
    notify,
    view,
  };
  return fake;
}
