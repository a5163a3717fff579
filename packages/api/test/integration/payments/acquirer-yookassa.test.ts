/**
 * PAYMENT_PROVIDER=YOOKASSA end to end against the fake YooKassa over real sockets: the Pay button,
 * the fake's checkout page, its notification, the read-back; and the attacks of issue 34.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { payments } from '@app/db';
import { yookassaProvider } from '@app/integration-yookassa';
import { getEnv } from '../../../src/env';
import { callerAs, useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { bookingRow, bookWithLink, historyOf, paymentsOf, tokenOf } from './payment-fixtures';

/** The fake and the settings exist before the API's modules read the configuration (hoisted). */
const fake = await vi.hoisted(async () => {
  const { startFakeYookassa } = await import('@app/integration-yookassa/fake');
  const f = await startFakeYookassa({ shopId: '123456', secretKey: 'test_secret_key_it' });
  Object.assign(process.env, {
    PAYMENT_PROVIDER: 'YOOKASSA',
    YOOKASSA_SHOP_ID: '123456',
    YOOKASSA_SECRET_KEY: 'test_secret_key_it',
    YOOKASSA_API_URL: f.apiUrl,
    YOOKASSA_TRUSTED_NETWORKS: '127.0.0.1/32',
  });
  return f;
});
afterAll(() => fake.close());

const t = useTestDb();
// The loopback peer is a trusted proxy here, so a test can claim another source address.
const server = useHttpServer(() => t.db, { trustedProxies: '127.0.0.1' });
const hookUrl = () => `${server.base()}/api/payments/webhook/yookassa`;

const checkout = (token: string) =>
  fetch(`${server.base()}/pay/${token}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
const notify = (id: string, event = 'payment.succeeded') =>
  fetch(hookUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'notification', event, object: { id, status: 'succeeded' } }),
  });
const extensions = async (booking: string) =>
  (await historyOf(t.db, booking)).filter(
    (h) => h.entity_type === 'Booking' && h.property === 'expiration_date' && h.old_value !== null,
  );

async function startedCheckout() {
  const { booking, link } = await bookWithLink(t.db);
  const res = await checkout(await tokenOf(t.db, link.id));
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  const id = location.split('/').pop() ?? '';
  expect(fake.payments.get(id)?.metadata).toMatchObject({ link_id: link.id });
  return { booking, link, id, location };
}

describe('YooKassa end to end', () => {
  it('pays a booking: checkout page → notification → read-back → PAID, once', async () => {
    fake.webhookUrl = hookUrl();
    const { booking, location, id } = await startedCheckout();
    const paid = await fetch(location, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toContain('/pay/');
    expect(fake.sent.at(-1)).toMatchObject({ event: 'payment.succeeded', id, status: 200 });
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_PAID');
    expect(await paymentsOf(t.db, booking.id)).toMatchObject([
      { provider: 'YOOKASSA', status: 'SUCCEEDED', provider_payment_id: id, amount: '50000.00' },
    ]);

    // Ten identical notifications at once: all answered 200, nothing more written.
    const answers = await Promise.all(Array.from({ length: 10 }, () => fake.notify(id)));
    expect(answers).toEqual(Array(10).fill(200));
    expect(await paymentsOf(t.db, booking.id)).toHaveLength(1);
    expect(await extensions(booking.id)).toHaveLength(1);
  });

  it('refuses a notification from an untrusted address and believes no pending payment', async () => {
    const { booking, id } = await startedCheckout();
    const forged = await fetch(hookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id } }),
    });
    expect(forged.status).toBe(400);
    // From a trusted address, but the API says pending: acknowledged, nothing paid.
    const claimed = await notify(id);
    expect(claimed.status).toBe(200);
    expect(await claimed.json()).toMatchObject({ outcome: 'IGNORED' });
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
    expect(await paymentsOf(t.db, booking.id)).toHaveLength(0);
  });

  it('a succeeded payment of another amount is REFUND_REQUIRED, never PAID', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const config = getEnv().acquirers.yookassa;
    if (!config) throw new Error('YOOKASSA is not configured');
    const connector = yookassaProvider(config);
    const c = await connector.createCheckout({
      idempotencyKey: `other-amount-${link.id}`,
      amount: '100.00',
      currency: 'RUB',
      description: 'forged amount',
      returnUrl: 'http://127.0.0.1/back',
      metadata: { linkId: link.id, bookingNumber: booking.number },
    });
    fake.webhookUrl = null;
    await fake.complete(c.providerPaymentId, 'pay');
    const res = await notify(c.providerPaymentId);
    expect(await res.json()).toMatchObject({ outcome: 'REFUND_REQUIRED' });
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
  });

  it('a cancelled booking is not paid by a late success', async () => {
    fake.webhookUrl = null;
    const { booking, id } = await startedCheckout();
    await (await callerAs(t.db, 'manager')).bookings.update({ id: booking.id, active: false });
    await fake.complete(id, 'pay');
    expect(await (await notify(id)).json()).toMatchObject({ outcome: 'REFUND_REQUIRED' });
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_CANCELLED');
  });

  it("lets the Pay form's redirect reach the checkout: form-action names the acquirer", async () => {
    const { link } = await bookWithLink(t.db);
    const res = await fetch(`${server.base()}/pay/${await tokenOf(t.db, link.id)}`);
    expect(res.status).toBe(200);
    // Chromium blocks a form's redirect to an origin form-action does not list.
    expect(res.headers.get('content-security-policy')).toContain(
      `form-action 'self' https: ${new URL(fake.apiUrl).origin}`,
    );
  });

  it('the provider down during checkout: a clear page, no payment written', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const before = fake.payments.size;
    fake.failNext(20, '500');
    const res = await checkout(await tokenOf(t.db, link.id));
    fake.failNext(0);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('checkout=unavailable');
    const pageRes = await fetch(`${server.base()}${res.headers.get('location') ?? ''}`);
    expect(await pageRes.text()).toContain('Платёжный сервис сейчас не отвечает');
    expect(fake.payments.size).toBe(before);
    const rows = await t.db.select().from(payments).where(eq(payments.booking, booking.id));
    expect(rows).toHaveLength(0);
  });
});
