/**
 * Provider webhooks over a real socket (POST /api/payments/webhook/SANDBOX through the app's
 * listener): signature and tolerance, deduplication by event id, what each kind of event does to
 * the booking, and that every webhook received is recorded with its outcome.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentLinks, payments, paymentWebhooks, SYSTEM_USER_ID } from '@app/db';
import { webhookSecrets } from '../../../src/services/payments/keys';
import { signWebhook } from '@app/integration-sandbox';
import { callerAs, useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import {
  bookingRow,
  bookWithLink,
  historyOf,
  paymentEvent,
  paymentsOf,
  postWebhook,
  unitStatus,
  webhooksFor,
} from './payment-fixtures';

const t = useTestDb();
const server = useHttpServer(() => t.db);

/** Every webhook this file sent to the SANDBOX endpoint, with the outcome it was answered. */
const sent: string[] = [];
async function send(
  ...args: Parameters<typeof postWebhook> extends [string, ...infer R] ? R : never
) {
  const answer = await postWebhook(server.base(), ...args);
  if ((args[1]?.provider ?? 'SANDBOX') === 'SANDBOX') sent.push(answer.body.outcome ?? '?');
  return answer;
}

const extensions = async (booking: string) =>
  (await historyOf(t.db, booking)).filter(
    (h) => h.entity_type === 'Booking' && h.property === 'expiration_date' && h.old_value !== null,
  );

describe('payment webhooks', () => {
  it('a valid success event pays the booking once: APPLIED, one payment, one extension', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const event = paymentEvent(link.id);
    expect(await send(event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'APPLIED' },
    });
    const b = await bookingRow(t.db, booking.id);
    expect(b.status).toBe('BOOKING_STATUS_PAID');
    expect(b.expiration_date.getTime()).toBeGreaterThan(booking.expiration_date.getTime());
    expect(await unitStatus(t.db, booking.unit)).toBe('UNIT_STATUS_PAID');
    const rows = await paymentsOf(t.db, booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'SANDBOX',
      status: 'SUCCEEDED',
      amount: '50000.00',
      currency: 'RUB',
      provider_payment_id: event.data.object.id,
      payment_link: link.id,
      confirmed_by: null,
    });
    expect(await extensions(booking.id)).toHaveLength(1);
    const [hook] = await webhooksFor(t.db, event.id);
    expect(hook).toMatchObject({
      provider: 'SANDBOX',
      outcome: 'APPLIED',
      payment: rows[0]?.id,
      raw_body: JSON.stringify(event),
    });
    expect(hook?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
    // Written by the system user; the link is revoked.
    const paidEntry = (await historyOf(t.db, booking.id)).find(
      (h) => h.entity_type === 'Booking' && h.new_value === 'BOOKING_STATUS_PAID',
    );
    expect(paidEntry?.user).toBe(SYSTEM_USER_ID);
    expect((await webhooksFor(t.db, event.id))[0]?.received_at).toBeInstanceOf(Date);
    const [l] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(l?.revoked_at).toBeInstanceOf(Date);
  });

  it('a bad signature is 400, recorded as INVALID_SIGNATURE, and changes nothing', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const event = paymentEvent(link.id);
    const body = JSON.stringify(event);
    const answer = await send(body, { secrets: ['not-the-secret-0123456789abcdefghijklmnop'] });
    expect(answer).toEqual({
      status: 400,
      body: { received: false, outcome: 'INVALID_SIGNATURE' },
    });
    const [row] = await t.db
      .select()
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.raw_body, body));
    expect(row).toMatchObject({ outcome: 'INVALID_SIGNATURE', event_id: null, detail: 'MISMATCH' });
    expect(await webhooksFor(t.db, event.id)).toEqual([]);
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
    expect(await paymentsOf(t.db, booking.id)).toEqual([]);

    // No signature at all: the same.
    const unsigned = JSON.stringify(paymentEvent(link.id));
    expect((await send(unsigned, { header: '' })).status).toBe(400);
    const [missing] = await t.db
      .select()
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.raw_body, unsigned));
    expect(missing).toMatchObject({ outcome: 'INVALID_SIGNATURE', detail: 'MISSING' });
  });

  it('a timestamp older than 300 s is 400 (a captured request cannot be replayed later)', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const body = JSON.stringify(paymentEvent(link.id));
    const old = Math.floor(Date.now() / 1000) - 301;
    expect((await send(body, { timestamp: old })).status).toBe(400);
    const [row] = await t.db
      .select()
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.raw_body, body));
    expect(row).toMatchObject({ outcome: 'INVALID_SIGNATURE', detail: 'TOO_OLD' });
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
    // Within the tolerance the same body is accepted.
    expect(await send(body, { timestamp: Math.floor(Date.now() / 1000) - 240 })).toMatchObject({
      status: 200,
      body: { outcome: 'APPLIED' },
    });
  });

  it('several v1 signatures where only the second is valid are accepted (rotation)', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const body = JSON.stringify(paymentEvent(link.id));
    const header = signWebhook(body, [
      'an-old-retired-secret-0123456789abcdefghijk',
      ...webhookSecrets().slice(0, 1),
    ]);
    expect(header.split(',v1=')).toHaveLength(3);
    expect(await send(body, { header })).toMatchObject({
      status: 200,
      body: { outcome: 'APPLIED' },
    });
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_PAID');
  });

  it('a replayed event is 200 DUPLICATE and changes nothing', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const event = paymentEvent(link.id);
    expect((await send(event)).body.outcome).toBe('APPLIED');
    const after = {
      booking: await bookingRow(t.db, booking.id),
      history: await historyOf(t.db, booking.id),
    };
    for (let i = 0; i < 3; i++)
      expect(await send(event)).toEqual({
        status: 200,
        body: { received: true, outcome: 'DUPLICATE' },
      });
    expect(await paymentsOf(t.db, booking.id)).toHaveLength(1);
    expect(await webhooksFor(t.db, event.id)).toHaveLength(1);
    expect(await bookingRow(t.db, booking.id)).toEqual(after.booking);
    expect(await historyOf(t.db, booking.id)).toEqual(after.history);
  });

  it('a failure event leaves the booking BOOKED and records a FAILED payment; a later success still pays', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const failed = paymentEvent(link.id, { outcome: 'failed' });
    expect(await send(failed)).toMatchObject({
      status: 200,
      body: { outcome: 'PAYMENT_FAILED' },
    });
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
    expect(await unitStatus(t.db, booking.unit)).toBe('UNIT_STATUS_WAIT_PAYMENT');
    const [p] = await paymentsOf(t.db, booking.id);
    expect(p).toMatchObject({ status: 'FAILED', reason: 'card_declined', provider: 'SANDBOX' });
    expect((await webhooksFor(t.db, failed.id))[0]).toMatchObject({
      outcome: 'PAYMENT_FAILED',
      payment: p?.id,
    });
    expect(await extensions(booking.id)).toEqual([]);
    // The customer tries again with the same provider payment: it succeeds.
    const retry = paymentEvent(link.id, { paymentId: failed.data.object.id });
    expect((await send(retry)).body.outcome).toBe('APPLIED');
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_PAID');
  });

  it('a success after the booking was cancelled is REFUND_REQUIRED; the booking stays CANCELLED', async () => {
    const { booking, link } = await bookWithLink(t.db);
    await (await callerAs(t.db, 'manager')).bookings.update({ id: booking.id, active: false });
    const before = await bookingRow(t.db, booking.id);
    const event = paymentEvent(link.id);
    expect(await send(event)).toMatchObject({
      status: 200,
      body: { outcome: 'REFUND_REQUIRED' },
    });
    expect(await bookingRow(t.db, booking.id)).toEqual(before);
    expect(before.status).toBe('BOOKING_STATUS_CANCELLED');
    expect(await unitStatus(t.db, booking.unit)).toBe('UNIT_STATUS_AVAILABLE');
    const [p] = await paymentsOf(t.db, booking.id);
    expect(p).toMatchObject({ status: 'REFUND_REQUIRED', reason: 'BOOKING_NOT_PAYABLE' });
    expect((await webhooksFor(t.db, event.id))[0]).toMatchObject({
      outcome: 'REFUND_REQUIRED',
      payment: p?.id,
    });
  });

  it('a success after a manual confirmation is REFUND_REQUIRED and does not extend again', async () => {
    const { booking, link } = await bookWithLink(t.db);
    await (await callerAs(t.db, 'manager')).payments.confirmManual({ booking: booking.id });
    const paid = await bookingRow(t.db, booking.id);
    expect(await send(paymentEvent(link.id))).toMatchObject({
      status: 200,
      body: { outcome: 'REFUND_REQUIRED' },
    });
    expect(await bookingRow(t.db, booking.id)).toEqual(paid);
    expect(await extensions(booking.id)).toHaveLength(1);
    const rows = await paymentsOf(t.db, booking.id);
    expect(rows.map((p) => [p.provider, p.status, p.reason])).toEqual([
      ['MANUAL', 'SUCCEEDED', null],
      ['SANDBOX', 'REFUND_REQUIRED', 'BOOKING_ALREADY_PAID'],
    ]);
  });

  it('a second success event for the same provider payment is IGNORED', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const first = paymentEvent(link.id);
    expect((await send(first)).body.outcome).toBe('APPLIED');
    const paid = await bookingRow(t.db, booking.id);
    const again = paymentEvent(link.id, { paymentId: first.data.object.id });
    expect(again.id).not.toBe(first.id);
    expect(await send(again)).toMatchObject({ status: 200, body: { outcome: 'IGNORED' } });
    expect(await paymentsOf(t.db, booking.id)).toHaveLength(1);
    expect(await bookingRow(t.db, booking.id)).toEqual(paid);
    expect((await webhooksFor(t.db, again.id))[0]).toMatchObject({
      outcome: 'IGNORED',
      payment: null,
    });
  });

  it('an amount other than the fee is REFUND_REQUIRED (AMOUNT_MISMATCH); the booking stays BOOKED', async () => {
    const { booking, link } = await bookWithLink(t.db);
    for (const o of [{ amount: '49999.99' }, { amount: '50000.01' }, { currency: 'USD' }]) {
      const event = paymentEvent(link.id, o);
      expect(await send(event), JSON.stringify(o)).toMatchObject({
        status: 200,
        body: { outcome: 'REFUND_REQUIRED' },
      });
      expect((await webhooksFor(t.db, event.id))[0]?.detail).toBe('AMOUNT_MISMATCH');
    }
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
    const rows = await paymentsOf(t.db, booking.id);
    expect(rows.map((p) => [p.status, p.reason, p.amount, p.currency])).toEqual([
      ['REFUND_REQUIRED', 'AMOUNT_MISMATCH', '49999.99', 'RUB'],
      ['REFUND_REQUIRED', 'AMOUNT_MISMATCH', '50000.01', 'RUB'],
      ['REFUND_REQUIRED', 'AMOUNT_MISMATCH', '50000.00', 'USD'],
    ]);
    expect(await extensions(booking.id)).toEqual([]);
  });

  it('a signed but malformed body is 400 MALFORMED; an unknown link is IGNORED', async () => {
    const body = JSON.stringify({ id: 'evt_malformed', type: 'payment.succeeded' });
    expect(await send(body)).toEqual({
      status: 400,
      body: { received: false, outcome: 'MALFORMED' },
    });
    const [row] = await t.db
      .select()
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.raw_body, body));
    expect(row?.outcome).toBe('MALFORMED');
    expect(await send('not json')).toMatchObject({ status: 400, body: { outcome: 'MALFORMED' } });
    expect(await send(JSON.stringify({ type: 'payment.refunded' }))).toMatchObject({
      status: 400,
      body: { outcome: 'MALFORMED' },
    });

    const before = (await t.db.select({ n: count() }).from(payments))[0]?.n;
    const unknown = paymentEvent('00000000-0000-4000-8000-0000000000ff');
    expect(await send(unknown)).toMatchObject({ status: 200, body: { outcome: 'IGNORED' } });
    expect((await t.db.select({ n: count() }).from(payments))[0]?.n).toBe(before);
  });

  it('a signed event of a type the app does not handle is acknowledged (200 IGNORED) and recorded', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const event = { ...paymentEvent(link.id), type: 'payment.refunded' };
    expect(await send(event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'IGNORED' },
    });
    const [row] = await webhooksFor(t.db, event.id);
    expect(row).toMatchObject({
      outcome: 'IGNORED',
      detail: 'Event type payment.refunded is not handled',
      payment: null,
      raw_body: JSON.stringify(event),
    });
    // Deduplicated like any event; nothing happened to the booking.
    expect((await send(event)).body.outcome).toBe('DUPLICATE');
    expect(await paymentsOf(t.db, booking.id)).toEqual([]);
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
  });

  it('the amount is compared as a decimal: "050000.00" is the fee', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const event = paymentEvent(link.id, { amount: '050000.00' });
    expect(await send(event)).toMatchObject({ status: 200, body: { outcome: 'APPLIED' } });
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_PAID');
    const [p] = await paymentsOf(t.db, booking.id);
    expect(p).toMatchObject({ status: 'SUCCEEDED', amount: '50000.00', reason: null });
  });

  it('a failure after the success of the same provider payment changes nothing (IGNORED)', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const success = paymentEvent(link.id);
    expect((await send(success)).body.outcome).toBe('APPLIED');
    const paid = await bookingRow(t.db, booking.id);
    const failure = paymentEvent(link.id, { outcome: 'failed', paymentId: success.data.object.id });
    expect(await send(failure)).toMatchObject({ status: 200, body: { outcome: 'IGNORED' } });
    expect((await webhooksFor(t.db, failure.id))[0]).toMatchObject({
      outcome: 'IGNORED',
      detail: `Payment ${success.data.object.id} already has an outcome (SUCCEEDED)`,
      payment: null,
    });
    expect((await paymentsOf(t.db, booking.id)).map((p) => p.status)).toEqual(['SUCCEEDED']);
    expect(await bookingRow(t.db, booking.id)).toEqual(paid);
  });

  it('an unknown provider is 404 and records nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(paymentWebhooks))[0]?.n;
    for (const provider of ['STRIPE', 'sandbox', 'MANUAL']) {
      const answer = await fetch(`${server.base()}/api/payments/webhook/${provider}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(answer.status, provider).toBe(404);
      expect(await answer.json()).toMatchObject({
        error: { data: { appCode: 'PAYMENT_PROVIDER_UNKNOWN' } },
      });
    }
    expect((await t.db.select({ n: count() }).from(paymentWebhooks))[0]?.n).toBe(before);
  });

  it('every webhook received has a row with its outcome', async () => {
    const rows = await t.db.select().from(paymentWebhooks);
    const recorded = rows.map((r) => r.outcome).sort();
    // A DUPLICATE is answered from the first row and adds none.
    expect(recorded).toEqual(sent.filter((o) => o !== 'DUPLICATE').sort());
    expect(sent.filter((o) => o === 'DUPLICATE')).toHaveLength(4);
    expect(rows.every((r) => r.received_at instanceof Date && r.raw_body.length > 0)).toBe(true);
  });
});
