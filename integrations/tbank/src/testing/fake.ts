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
import type { TbankStatus } from '../api';
import { hasValidToken, signed } from '../token';

/**
 * A fake T-Bank acquiring (API v2) from its public documentation: Token-signed JSON methods (Init,
 * GetState, Confirm, Cancel), refusals as `Success: false` with an ErrorCode, payments NEW →
 * FORM_SHOWED → AUTHORIZED → CONFIRMED | REJECTED | CANCELED | REVERSED | REFUNDED, signed
 * notifications to NotificationURL (answered `OK`), a checkout page, 500 / hang and a rate limit.
 */
export interface FakeTbankPayment {
  PaymentId: string;
  OrderId: string;
  Amount: number;
  Status: TbankStatus;
  PayType: 'O' | 'T';
  Description: string;
  SuccessURL: string;
  FailURL: string;
  NotificationURL: string | null;
  Receipt: unknown;
  refunded: number;
}

export interface FakeTbank extends FakeServer, Pick<Faults, 'failNext'> {
  apiUrl: string;
  payments: Map<string, FakeTbankPayment>;
  /** Overrides each payment's NotificationURL when set. */
  webhookUrl: string | null;
  sent: { Status: string; PaymentId: string; status: number; body: string }[];
  complete(paymentId: string, outcome: 'pay' | 'decline'): Promise<FakeTbankPayment>;
  /** The signed notification of a payment's current state (what `notify` sends). */
  notification(p: FakeTbankPayment): Record<string, unknown>;
  notify(paymentId: string): Promise<number>;
}

export interface FakeTbankOptions {
  terminalKey: string;
  password: string;
  webhookUrl?: string | null;
  port?: number;
  requestsPerSecond?: number;
}

const refusal = (res: http.ServerResponse, ErrorCode: string, Message: string, Details = '') =>
  sendJson(res, 200, { Success: false, ErrorCode, Message, Details });

export async function startFakeTbank(o: FakeTbankOptions): Promise<FakeTbank> {
  const payments = new Map<string, FakeTbankPayment>();
  const byOrder = new Map<string, string>();
  const refunds = new Map<string, unknown>();
  const f = faults();
  const allowed = perSecondLimit(o.requestsPerSecond ?? 50);
  const sent: FakeTbank['sent'] = [];
  let next = 3_000_000_000;

  const answer = (p: FakeTbankPayment, extra: object = {}) => ({
    Success: true,
    ErrorCode: '0',
    TerminalKey: o.terminalKey,
    Status: p.Status,
    PaymentId: p.PaymentId,
    OrderId: p.OrderId,
    Amount: p.Amount,
    ...extra,
  });

  const notification = (p: FakeTbankPayment) =>
    signed(
      {
        TerminalKey: o.terminalKey,
        OrderId: p.OrderId,
        Success: true,
        Status: p.Status,
        PaymentId: Number(p.PaymentId),
        ErrorCode: '0',
        Amount: p.Amount,
        CardId: 322264,
        Pan: '430000******0777',
        ExpDate: '1230',
      },
      o.password,
    );

  const notify = async (id: string) => {
    const p = payments.get(id);
    const url = fake.webhookUrl ?? p?.NotificationURL;
    if (!p || !url) return 0;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification(p)),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    const body = (await res?.text()) ?? '';
    sent.push({ Status: p.Status, PaymentId: id, status: res?.status ?? 0, body });
    return res?.status ?? 0;
  };

  const complete = async (id: string, outcome: 'pay' | 'decline') => {
    const p = payments.get(id);
    if (!p) throw new Error(`no payment ${id}`);
    if (p.Status !== 'NEW' && p.Status !== 'FORM_SHOWED') return p;
    if (outcome === 'decline') {
      p.Status = 'REJECTED';
      await notify(id);
      return p;
    }
    p.Status = 'AUTHORIZED';
    await notify(id);
    if (p.PayType === 'O') {
      p.Status = 'CONFIRMED';
      await notify(id);
    }
    return p;
  };

  const methods: Record<string, (b: Record<string, unknown>, res: http.ServerResponse) => void> = {
    Init(b, res) {
      const amount = b.Amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
        return refusal(res, '9999', 'Неверные параметры.', 'Amount');
      const orderId = String(b.OrderId ?? '');
      if (!orderId || orderId.length > 36)
        return refusal(res, '9999', 'Неверные параметры.', 'OrderId');
      const existing = payments.get(byOrder.get(orderId) ?? '');
      // A repeated Init of an order still open answers its payment (the connector's retry).
      if (
        existing &&
        (existing.Status === 'NEW' || existing.Status === 'FORM_SHOWED') &&
        existing.Amount === amount
      )
        return sendJson(
          res,
          200,
          answer(existing, { PaymentURL: server.url(`/pay/${existing.PaymentId}`) }),
        );
      if (existing) return refusal(res, '8', 'Заказ с таким OrderId уже оплачен или отклонён.');
      const p: FakeTbankPayment = {
        PaymentId: String(next++),
        OrderId: orderId,
        Amount: amount,
        Status: 'NEW',
        PayType: b.PayType === 'T' ? 'T' : 'O',
        Description: String(b.Description ?? ''),
        SuccessURL: String(b.SuccessURL ?? ''),
        FailURL: String(b.FailURL ?? ''),
        NotificationURL: typeof b.NotificationURL === 'string' ? b.NotificationURL : null,
        Receipt: b.Receipt ?? null,
        refunded: 0,
      };
      payments.set(p.PaymentId, p);
      byOrder.set(orderId, p.PaymentId);
      sendJson(res, 200, answer(p, { PaymentURL: server.url(`/pay/${p.PaymentId}`) }));
    },
    GetState(b, res) {
      const p = payments.get(String(b.PaymentId));
      if (!p) return refusal(res, '7', 'Неверный статус транзакции.', 'PaymentId');
      sendJson(res, 200, answer(p));
    },
    Confirm(b, res) {
      const p = payments.get(String(b.PaymentId));
      if (!p) return refusal(res, '7', 'Неверный статус транзакции.');
      if (p.Status === 'CONFIRMED') return sendJson(res, 200, answer(p));
      if (p.Status !== 'AUTHORIZED')
        return refusal(res, '7', 'Неверный статус транзакции.', p.Status);
      if (typeof b.Amount === 'number' && b.Amount > p.Amount)
        return refusal(res, '9999', 'Сумма больше авторизованной.');
      if (typeof b.Amount === 'number') p.Amount = b.Amount;
      p.Status = 'CONFIRMED';
      sendJson(res, 200, answer(p));
      void notify(p.PaymentId);
    },
    Cancel(b, res) {
      const p = payments.get(String(b.PaymentId));
      if (!p) return refusal(res, '7', 'Неверный статус транзакции.');
      const key =
        typeof b.ExternalRequestId === 'string' ? `${p.PaymentId}:${b.ExternalRequestId}` : null;
      if (key && refunds.has(key)) return sendJson(res, 200, refunds.get(key));
      const original = p.Amount - p.refunded;
      const amount = typeof b.Amount === 'number' ? b.Amount : original;
      if (amount > original || amount <= 0)
        return refusal(res, '9999', 'Сумма больше суммы платежа.');
      const from = p.Status;
      if (from === 'NEW' || from === 'FORM_SHOWED') p.Status = 'CANCELED';
      else if (from === 'AUTHORIZED')
        p.Status = amount < original ? 'PARTIAL_REVERSED' : 'REVERSED';
      else if (from === 'CONFIRMED' || from === 'PARTIAL_REFUNDED') {
        p.refunded += amount;
        p.Status = p.refunded < p.Amount ? 'PARTIAL_REFUNDED' : 'REFUNDED';
      } else return refusal(res, '7', 'Неверный статус транзакции.', from);
      const body = answer(p, { OriginalAmount: original, NewAmount: original - amount });
      if (key) refunds.set(key, body);
      sendJson(res, 200, body);
      void notify(p.PaymentId);
    },
  };

  const page = async (
    req: Received,
    res: http.ServerResponse,
    p: FakeTbankPayment,
    path: string,
  ) => {
    if (req.method === 'POST') {
      const done = await complete(
        p.PaymentId,
        formFields(req.body).outcome === 'decline' ? 'decline' : 'pay',
      );
      const to = done.Status === 'REJECTED' ? done.FailURL : done.SuccessURL;
      return void res.writeHead(303, { location: to }).end();
    }
    if (p.Status === 'NEW') p.Status = 'FORM_SHOWED';
    const outcomes = [
      { value: 'pay', label: 'Оплатить' },
      { value: 'decline', label: 'Отклонить' },
    ];
    const amount = `${(p.Amount / 100).toFixed(2)} RUB`;
    const html = checkoutPage({
      provider: 'Т-Банк',
      description: p.Description,
      amount,
      action: path,
      outcomes,
    });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  };

  const handle = async (req: Received, res: http.ServerResponse) => {
    const path = new URL(req.path, 'http://fake').pathname;
    const pay = /^\/pay\/(\d+)$/.exec(path);
    if (pay) {
      const p = payments.get(pay[1] ?? '');
      return p ? page(req, res, p, path) : void res.writeHead(404).end('No such payment');
    }
    const method = /^\/v2\/(\w+)\/?$/.exec(path)?.[1] ?? '';
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined;
    if (req.method !== 'POST' || !run) return void res.writeHead(404).end();
    if (f.take(res, () => void res.writeHead(500).end('Internal Server Error'))) return;
    if (!allowed())
      return sendJson(res, 429, { Success: false, ErrorCode: '429', Message: 'Too Many Requests' });
    let b: Record<string, unknown>;
    try {
      b = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return refusal(res, '9999', 'Неверные параметры.', 'body is not JSON');
    }
    if (b.TerminalKey !== o.terminalKey) return refusal(res, '202', 'Терминал не найден.');
    if (!hasValidToken(b, o.password))
      return refusal(res, '204', 'Неверный токен. Проверьте пару TerminalKey/SecretKey.');
    run(b, res);
  };

  const server = await startFakeServer(
    (req, res) => void handle(req, res).catch(() => void res.writeHead(500).end()),
    { port: o.port },
  );
  const fake: FakeTbank = {
    ...server,
    apiUrl: server.url('/v2'),
    payments,
    webhookUrl: o.webhookUrl ?? null,
    sent,
    failNext: f.failNext,
    complete,
    notification,
    notify,
  };
  return fake;
}
