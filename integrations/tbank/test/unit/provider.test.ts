/** The T-Bank connector against its fake over real HTTP: Token, checkout, notifications, stages. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpClient, type PaymentProvider } from '@app/integration-kit';
import { startFakeServer, type FakeServer } from '@app/integration-kit/testing';
import {
  linkIdOf,
  orderIdOf,
  signed,
  tbankConfigSchema,
  tbankProvider,
  tbankToken,
  type TbankConfig,
} from '../../src';
import { startFakeTbank, type FakeTbank } from '../../src/testing';

const LINK = '0f9c2a1e-5b7d-4c3a-9e8f-1a2b3c4d5e6f';
const PASSWORD = 'fake-terminal-password';
let fake: FakeTbank;
let app: FakeServer;
let config: TbankConfig;
let provider: PaymentProvider;
const client = () =>
  httpClient({ name: 'TBANK', timeoutMs: 300, retries: 3, backoff: { baseMs: 1, maxMs: 5 } });

beforeAll(async () => {
  app = await startFakeServer((_q, res) => void res.end('OK'));
  fake = await startFakeTbank({ terminalKey: 'TestTerminalDEMO', password: PASSWORD });
  config = tbankConfigSchema.parse({
    terminalKey: 'TestTerminalDEMO',
    password: PASSWORD,
    apiUrl: fake.apiUrl,
    notificationUrl: app.url('/api/payments/webhook/tbank'),
  });
  provider = tbankProvider(config, { client: client() });
});
afterAll(async () => {
  await fake.close();
  await app.close();
});
beforeEach(() => void (fake.requests.length = 0));

const request = (key: string, extra: object = {}) => ({
  idempotencyKey: key,
  amount: '50000.00',
  currency: 'RUB',
  description: 'Бронирование № 42',
  returnUrl: 'http://localhost:3000/pay/abc',
  metadata: { linkId: LINK, bookingNumber: 42 },
  customer: { phone: '+79001234567' },
  ...extra,
});
const incoming = (fields: object) => ({
  rawBody: new TextEncoder().encode(JSON.stringify(fields)),
  headers: new Headers({ 'content-type': 'application/json' }),
  sourceIp: '91.194.226.1',
  now: new Date(),
});

describe('the Token rule', () => {
  it("matches the documentation's example", () => {
    const fields = {
      TerminalKey: 'MerchantTerminalKey',
      Amount: '19200',
      OrderId: '00000',
      Description: 'Подарочная карта на 1000 рублей',
      Receipt: { Email: 'a@b.c' },
      DATA: { x: '1' },
    };
    expect(tbankToken(fields, '11111111111111')).toBe(
      '72dd466f8ace0a37a1f740ce5fb78101712bc0665d91a8108c7c8a0ccd426db2',
    );
  });

  it('names the link in an OrderId of at most 36 characters, the same for a retry', () => {
    const id = orderIdOf(LINK, 'k1');
    expect(id).toHaveLength(36);
    expect(orderIdOf(LINK, 'k1')).toBe(id);
    expect(orderIdOf(LINK, 'k2')).not.toBe(id);
    expect(linkIdOf(id)).toBe(LINK);
    expect(linkIdOf('order-1')).toBeNull();
  });
});

describe('T-Bank checkout', () => {
  it('sends Init with kopecks, a signed Token, the URLs and a receipt', async () => {
    const c = await provider.createCheckout(request('k-shape'));
    expect(c.redirectUrl).toBe(fake.url(`/pay/${c.providerPaymentId}`));
    const body = JSON.parse(fake.requests[0]?.body ?? '') as Record<string, unknown>;
    expect(body).toMatchObject({
      TerminalKey: 'TestTerminalDEMO',
      Amount: 5_000_000,
      OrderId: orderIdOf(LINK, 'k-shape'),
      Description: 'Бронирование № 42',
      PayType: 'O',
      SuccessURL: 'http://localhost:3000/pay/abc',
      FailURL: 'http://localhost:3000/pay/abc',
      NotificationURL: app.url('/api/payments/webhook/tbank'),
      Receipt: {
        Phone: '+79001234567',
        Taxation: 'osn',
        Items: [
          {
            Price: 5_000_000,
            Quantity: 1,
            Amount: 5_000_000,
            PaymentObject: 'service',
            PaymentMethod: 'full_prepayment',
          },
        ],
      },
    });
    expect(body.Token).toBe(tbankToken(body, PASSWORD));
  });

  it('retries a 500 and a hang with the same OrderId: one payment', async () => {
    const before = fake.payments.size;
    fake.failNext(1, '500');
    const a = await provider.createCheckout(request('k-retry'));
    fake.failNext(1, 'hang');
    const b = await provider.createCheckout(request('k-retry'));
    expect(b.providerPaymentId).toBe(a.providerPaymentId);
    expect(fake.payments.size).toBe(before + 1);
  });

  it('reads a wrong password as the documented refusal', async () => {
    const wrong = tbankProvider({ ...config, password: 'another-password' }, { client: client() });
    await expect(wrong.createCheckout(request('k-auth'))).rejects.toMatchObject({ code: '204' });
  });
});

describe('T-Bank notifications', () => {
  it('pays through the page: AUTHORIZED then CONFIRMED sent, each answered OK, and verified', async () => {
    const c = await provider.createCheckout(request('k-pay'));
    await fetch(c.redirectUrl);
    expect(fake.payments.get(c.providerPaymentId)?.Status).toBe('FORM_SHOWED');
    const res = await fetch(c.redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'pay' }),
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe('http://localhost:3000/pay/abc');
    expect(fake.sent.slice(-2).map((s) => [s.Status, s.body])).toEqual([
      ['AUTHORIZED', 'OK'],
      ['CONFIRMED', 'OK'],
    ]);
    const last = app.requests.at(-1);
    const check = await provider.authenticateNotification(
      incoming(JSON.parse(last?.body ?? '') as object),
    );
    expect(check).toEqual({
      ok: true,
      event: {
        id: `${c.providerPaymentId}:CONFIRMED`,
        kind: 'succeeded',
        providerPaymentId: c.providerPaymentId,
        amount: '50000.00',
        currency: 'RUB',
        metadata: { linkId: LINK },
        test: true,
      },
    });
  });

  it('refuses a wrong Token and a changed Amount', async () => {
    const c = await provider.createCheckout(request('k-forged'));
    const p = fake.payments.get(c.providerPaymentId);
    if (!p) throw new Error('no payment');
    const genuine = fake.notification(p);
    expect(
      await provider.authenticateNotification(incoming({ ...genuine, Status: 'CONFIRMED' })),
    ).toMatchObject({ ok: false, outcome: 'INVALID_SIGNATURE' });
    expect(
      await provider.authenticateNotification(incoming({ ...genuine, Amount: 100 })),
    ).toMatchObject({ ok: false, outcome: 'INVALID_SIGNATURE' });
    const { Token: _t, ...fields } = genuine;
    const resigned = signed({ ...fields, Amount: 100 }, PASSWORD);
    expect(await provider.authenticateNotification(incoming(resigned))).toMatchObject({
      ok: false,
      detail: 'AMOUNT_MISMATCH',
    });
  });

  it('believes GetState: a CONFIRMED claim about an open payment is not a payment', async () => {
    const c = await provider.createCheckout(request('k-open'));
    const p = fake.payments.get(c.providerPaymentId);
    if (!p) throw new Error('no payment');
    const { Token: _t, ...fields } = fake.notification(p);
    const check = await provider.authenticateNotification(
      incoming(signed({ ...fields, Status: 'CONFIRMED' }, PASSWORD)),
    );
    expect(check).toMatchObject({ ok: true, event: { kind: 'unhandled', type: 'NEW' } });
  });
});

describe('T-Bank two stages and refunds', () => {
  it('holds (PayType T), then confirms', async () => {
    const c = await provider.createCheckout(request('k-hold', { capture: false }));
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toMatchObject({ PayType: 'T' });
    await fake.complete(c.providerPaymentId, 'pay');
    expect(fake.payments.get(c.providerPaymentId)?.Status).toBe('AUTHORIZED');
    expect(await provider.capture?.(c.providerPaymentId, '50000.00', 'cap-1')).toMatchObject({
      status: 'succeeded',
      amount: '50000.00',
    });
  });

  it('holds, then cancels (REVERSED)', async () => {
    const c = await provider.createCheckout(request('k-hold-cancel', { capture: false }));
    await fake.complete(c.providerPaymentId, 'pay');
    expect(await provider.cancel?.(c.providerPaymentId, 'cancel-1')).toMatchObject({
      status: 'canceled',
    });
    expect(fake.payments.get(c.providerPaymentId)?.Status).toBe('REVERSED');
  });

  it('refunds through Cancel with Amount; a retried refund refunds once', async () => {
    const c = await provider.createCheckout(request('k-refund'));
    await fake.complete(c.providerPaymentId, 'pay');
    const req = {
      idempotencyKey: 'refund-1',
      providerPaymentId: c.providerPaymentId,
      amount: '20000.00',
      currency: 'RUB',
    };
    expect(await provider.refund?.(req)).toMatchObject({ status: 'succeeded' });
    expect(await provider.refund?.(req)).toMatchObject({ status: 'succeeded' });
    expect(fake.payments.get(c.providerPaymentId)).toMatchObject({
      Status: 'PARTIAL_REFUNDED',
      refunded: 2_000_000,
    });
  });
});
