/**
 * PAYMENT_PROVIDER=TBANK end to end against the fake T-Bank over real sockets: Init, the fake's
 * page, its signed notifications answered `OK`, GetState; a wrong Token and a changed Amount.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signed } from '@app/integration-tbank';
import { useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { bookingRow, bookWithLink, historyOf, paymentsOf, tokenOf } from './payment-fixtures';

const PASSWORD = 'fake-terminal-password-it';
/** The fake and the settings exist before the API's modules read the configuration (hoisted). */
const fake = await vi.hoisted(async () => {
  const { startFakeTbank } = await import('@app/integration-tbank/fake');
  const f = await startFakeTbank({
    terminalKey: 'ItTerminalDEMO',
    password: 'fake-terminal-password-it',
  });
  Object.assign(process.env, {
    PAYMENT_PROVIDER: 'TBANK',
    TBANK_TERMINAL_KEY: 'ItTerminalDEMO',
    TBANK_PASSWORD: 'fake-terminal-password-it',
    TBANK_API_URL: f.apiUrl,
  });
  return f;
});
afterAll(() => fake.close());

const t = useTestDb();
const server = useHttpServer(() => t.db);
const hookUrl = () => `${server.base()}/api/payments/webhook/tbank`;

const post = (body: object) =>
  fetch(hookUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const extensions = async (booking: string) =>
  (await historyOf(t.db, booking)).filter(
    (h) => h.entity_type === 'Booking' && h.property === 'expiration_date' && h.old_value !== null,
  );

async function startedCheckout() {
  const { booking, link } = await bookWithLink(t.db);
  const res = await fetch(`${server.base()}/pay/${await tokenOf(t.db, link.id)}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  const p = fake.payments.get(location.split('/').pop() ?? '');
  if (!p) throw new Error(`no payment at the fake for ${location}`);
  expect(p).toMatchObject({ Amount: 5_000_000, PayType: 'O' });
  expect(p.NotificationURL).toMatch(/\/api\/payments\/webhook\/tbank$/);
  return { booking, location, p };
}

describe('T-Bank end to end', () => {
  it('pays a booking: AUTHORIZED then CONFIRMED, each answered OK, one payment', async () => {
    fake.webhookUrl = hookUrl();
    const { booking, location, p } = await startedCheckout();
    await fetch(location, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'pay' }),
      redirect: 'manual',
    });
    expect(fake.sent.slice(-2).map((s) => [s.Status, s.status, s.body])).toEqual([
      ['AUTHORIZED', 200, 'OK'],
      ['CONFIRMED', 200, 'OK'],
    ]);
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_PAID');
    expect(await paymentsOf(t.db, booking.id)).toMatchObject([
      { provider: 'TBANK', status: 'SUCCEEDED', provider_payment_id: p.PaymentId },
    ]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(fake.notification(p))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await Promise.all(answers.map((a) => a.text()))).toEqual(Array(10).fill('OK'));
    expect(await paymentsOf(t.db, booking.id)).toHaveLength(1);
    expect(await extensions(booking.id)).toHaveLength(1);
  });

  it('refuses a wrong Token and a changed Amount; a claim GetState does not confirm pays nothing', async () => {
    fake.webhookUrl = null;
    const { booking, p } = await startedCheckout();
    const { Token: _token, ...fields } = fake.notification(p);
    const claimed = { ...fields, Status: 'CONFIRMED' };
    expect((await post({ ...claimed, Token: 'ab'.repeat(32) })).status).toBe(400);
    expect((await post(signed({ ...claimed, Amount: 100 }, 'guessed-password'))).status).toBe(400);
    expect((await post(signed({ ...claimed, Amount: 100 }, PASSWORD))).status).toBe(400);
    // Signed with the real password, but GetState says the payment is still open.
    const open = await post(signed(claimed, PASSWORD));
    expect([open.status, await open.text()]).toEqual([200, 'OK']);
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
    expect(await paymentsOf(t.db, booking.id)).toHaveLength(0);
  });

  it('a REJECTED payment is recorded as failed and leaves the booking BOOKED', async () => {
    fake.webhookUrl = hookUrl();
    const { booking, location } = await startedCheckout();
    const res = await fetch(location, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'decline' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(fake.sent.at(-1)).toMatchObject({ Status: 'REJECTED', status: 200, body: 'OK' });
    expect(await paymentsOf(t.db, booking.id)).toMatchObject([
      { provider: 'TBANK', status: 'FAILED' },
    ]);
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
  });
});
