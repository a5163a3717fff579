/** The YooKassa connector against its fake over real HTTP: checkout, notifications, two stages. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpClient, PaymentProviderError, type PaymentProvider } from '@app/integration-kit';
import { startFakeServer, type FakeServer } from '@app/integration-kit/testing';
import { yookassaConfigSchema, yookassaProvider, type YookassaConfig } from '../../src';
import { startFakeYookassa, type FakeYookassa } from '../../src/testing';

const LINK = '0f9c2a1e-5b7d-4c3a-9e8f-1a2b3c4d5e6f';
let fake: FakeYookassa;
let app: FakeServer;
let config: YookassaConfig;
let provider: PaymentProvider;
const fastClient = () =>
  httpClient({
    name: 'YOOKASSA',
    timeoutMs: 300,
    retries: 3,
    idempotencyHeader: 'Idempotence-Key',
    backoff: { baseMs: 1, maxMs: 5 },
  });

beforeAll(async () => {
  app = await startFakeServer((_q, res) => void res.end('{}'));
  fake = await startFakeYookassa({
    shopId: '123456',
    secretKey: 'test_secret_key_1',
    webhookUrl: app.url('/hook'),
  });
  config = yookassaConfigSchema.parse({
    shopId: '123456',
    secretKey: 'test_secret_key_1',
    apiUrl: fake.apiUrl,
    trustedNetworks: '127.0.0.1/32',
  });
  provider = yookassaProvider(config, { client: fastClient() });
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
  customer: { email: 'buyer@example.com' },
  ...extra,
});
const notification = (id: string, event = 'payment.succeeded', sourceIp = '127.0.0.1') => ({
  rawBody: new TextEncoder().encode(
    JSON.stringify({ type: 'notification', event, object: { id, status: 'succeeded' } }),
  ),
  headers: new Headers({ 'content-type': 'application/json' }),
  sourceIp,
  now: new Date(),
});

describe('YooKassa checkout', () => {
  it('posts the documented payment with Basic auth, an Idempotence-Key and a 54-ФЗ receipt', async () => {
    const checkout = await provider.createCheckout(request('k-shape'));
    expect(checkout.redirectUrl).toBe(fake.url(`/checkout/${checkout.providerPaymentId}`));
    const [sent] = fake.requests;
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from('123456:test_secret_key_1').toString('base64')}`,
    );
    expect(sent?.headers['idempotence-key']).toBe('k-shape');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      amount: { value: '50000.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: 'http://localhost:3000/pay/abc' },
      description: 'Бронирование № 42',
      metadata: { link_id: LINK, booking_number: 42 },
      receipt: {
        customer: { email: 'buyer@example.com' },
        items: [
          {
            description: 'Бронирование № 42',
            quantity: '1.00',
            amount: { value: '50000.00', currency: 'RUB' },
            vat_code: 1,
            payment_subject: 'service',
            payment_mode: 'full_prepayment',
          },
        ],
      },
    });
  });

  it('retries a 5xx and a hung answer with the same key: one payment at the provider', async () => {
    const before = fake.payments.size;
    fake.failNext(1, '500');
    const a = await provider.createCheckout(request('k-retry'));
    fake.failNext(1, 'hang');
    const b = await provider.createCheckout(request('k-retry'));
    expect(b.providerPaymentId).toBe(a.providerPaymentId);
    expect(fake.payments.size).toBe(before + 1);
    expect(new Set(fake.requests.map((r) => r.headers['idempotence-key']))).toEqual(
      new Set(['k-retry']),
    );
  });

  it('reports bad keys and a provider that stays down as a PaymentProviderError', async () => {
    const wrong = yookassaProvider(
      { ...config, secretKey: 'test_wrong_key' },
      { client: fastClient() },
    );
    await expect(wrong.createCheckout(request('k-auth'))).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    fake.failNext(10, '500');
    const err = await provider.createCheckout(request('k-down')).catch((e: unknown) => e);
    fake.failNext(0);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as PaymentProviderError).retryable).toBe(true);
    expect(String(err)).not.toContain('test_secret_key_1');
  });

  it('refuses an http:// address that is not loopback', () => {
    const r = yookassaConfigSchema.safeParse({
      shopId: '1',
      secretKey: 'test_secret',
      apiUrl: 'http://api.yookassa.ru/v3',
    });
    expect(r.success).toBe(false);
  });
});

describe('YooKassa notifications', () => {
  it('refuses one from outside the trusted networks without asking the API', async () => {
    const c = await provider.createCheckout(request('k-untrusted'));
    fake.requests.length = 0;
    const check = await provider.authenticateNotification(
      notification(c.providerPaymentId, 'payment.succeeded', '203.0.113.7'),
    );
    expect(check).toMatchObject({ ok: false, outcome: 'INVALID_SIGNATURE' });
    expect(fake.requests).toHaveLength(0);
  });

  it('believes the read-back, not the body: pending is not paid, unknown ids are refused', async () => {
    const c = await provider.createCheckout(request('k-pending'));
    const pending = await provider.authenticateNotification(notification(c.providerPaymentId));
    expect(pending).toEqual({
      ok: true,
      event: {
        id: `payment.pending:${c.providerPaymentId}`,
        kind: 'unhandled',
        type: 'payment.pending',
      },
    });
    const forged = await provider.authenticateNotification(
      notification('2c5a0000-000f-5000-9000-000000000000'),
    );
    expect(forged).toMatchObject({ ok: false, outcome: 'INVALID_SIGNATURE' });
  });

  it('pays through the checkout page, which notifies the webhook and returns to the page', async () => {
    const c = await provider.createCheckout(request('k-pay'));
    const page = await fetch(c.redirectUrl);
    expect(await page.text()).toContain('50000.00 RUB');
    const res = await fetch(c.redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'pay' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:3000/pay/abc');
    const hook = app.requests.at(-1);
    expect(JSON.parse(hook?.body ?? '')).toMatchObject({
      type: 'notification',
      event: 'payment.succeeded',
    });
    const check = await provider.authenticateNotification({
      ...notification(c.providerPaymentId),
      rawBody: new TextEncoder().encode(hook?.body),
    });
    expect(check).toEqual({
      ok: true,
      event: {
        id: `payment.succeeded:${c.providerPaymentId}`,
        kind: 'succeeded',
        providerPaymentId: c.providerPaymentId,
        amount: '50000.00',
        currency: 'RUB',
        metadata: { linkId: LINK },
        test: true,
      },
    });
  });
});

describe('YooKassa two stages and refunds', () => {
  it('holds, then captures', async () => {
    const c = await provider.createCheckout(request('k-hold', { capture: false }));
    await fake.complete(c.providerPaymentId, 'pay');
    const held = await provider.authenticateNotification(
      notification(c.providerPaymentId, 'payment.waiting_for_capture'),
    );
    expect(held).toMatchObject({ ok: true, event: { kind: 'waiting_for_capture' } });
    const captured = await provider.capture?.(c.providerPaymentId, '50000.00', 'cap-1');
    expect(captured).toEqual({
      providerPaymentId: c.providerPaymentId,
      status: 'succeeded',
      amount: '50000.00',
      test: true,
    });
  });

  it('holds, then cancels; a capture after that is refused', async () => {
    const c = await provider.createCheckout(request('k-hold-cancel', { capture: false }));
    await fake.complete(c.providerPaymentId, 'pay');
    expect(await provider.cancel?.(c.providerPaymentId, 'cancel-1')).toMatchObject({
      status: 'canceled',
    });
    await expect(
      provider.capture?.(c.providerPaymentId, '50000.00', 'cap-2'),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('refunds with its own key; a repeat refunds once', async () => {
    const c = await provider.createCheckout(request('k-refund'));
    await fake.complete(c.providerPaymentId, 'pay');
    const req = {
      idempotencyKey: 'refund-1',
      providerPaymentId: c.providerPaymentId,
      amount: '50000.00',
      currency: 'RUB',
    };
    const first = await provider.refund?.(req);
    expect(first?.status).toBe('succeeded');
    expect(await provider.refund?.(req)).toEqual(first);
    expect(fake.payments.get(c.providerPaymentId)?.refunded).toBe(5_000_000);
    const sent = fake.requests.filter((r) => r.path === '/v3/refunds');
    expect(sent.every((r) => r.headers['idempotence-key'] === 'refund-1')).toBe(true);
  });
});
