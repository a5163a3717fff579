/**
 * Payments under parallel requests: a booking is paid and extended once, whatever arrives at the
 * same time. PostgreSQL only: PGlite runs one statement at a time, so there these would pass either
 * way.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '@app/db';
import { getEnv } from '../../../src/env';
import { toPublicError } from '../../../src/lib/public-error';
import { callerAs, NEEDS_POSTGRES, onPostgres, useTestDb, type DemoKey } from '../../helpers';
import { useHttpServer } from '../../http-server';
import {
  book,
  bookingRow,
  historyOf,
  linksOf,
  paymentEvent,
  paymentsOf,
  postWebhook,
} from './payment-fixtures';

const t = useTestDb();
const server = useHttpServer(() => t.db);

/** Runs calls at once and tallies the outcomes: 'ok', a webhook's outcome, or the appCode. */
async function tally(calls: Promise<unknown>[]): Promise<Record<string, number>> {
  const settled = await Promise.allSettled(calls);
  const out: Record<string, number> = {};
  for (const s of settled) {
    const key =
      s.status === 'rejected'
        ? (toPublicError(s.reason).appCode ?? 'ERROR')
        : typeof s.value === 'string'
          ? s.value
          : 'ok';
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

const STAFF: DemoKey[] = ['manager', 'head'];
const callers = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => callerAs(t.db, STAFF[i % 2] as DemoKey)));

/**
 * Bookings here are held until Friday 3 April 2099, 12:00 in Moscow, so the paid expiration is
 * known by hand: 10 working days later (PAID_PERIOD_DAYS' default, Europe/Moscow; no holiday is
 * seeded for 2099, and April has none) is Friday 17 April 2099, same time.
 */
const HELD_UNTIL = new Date('2099-04-03T09:00:00.000Z');
const PAID_UNTIL = '2099-04-17T09:00:00.000Z';

/** A booking held until HELD_UNTIL. */
async function heldBooking() {
  const env = getEnv();
  expect([env.PAID_PERIOD_DAYS, env.APP_TIMEZONE]).toEqual([10, 'Europe/Moscow']);
  const booking = await book(t.db);
  await t.db
    .update(bookings)
    .set({ expiration_date: HELD_UNTIL })
    .where(eq(bookings.id, booking.id));
  return booking;
}

/** A booking held until HELD_UNTIL with its payment link (which takes the same deadline). */
async function heldBookingWithLink() {
  const booking = await heldBooking();
  const manager = await callerAs(t.db, 'manager');
  const { item: link } = await manager.paymentLinks.create({ booking: booking.id });
  return { booking, link };
}

const extensions = async (booking: string) =>
  (await historyOf(t.db, booking)).filter(
    (h) => h.entity_type === 'Booking' && h.property === 'expiration_date' && h.old_value !== null,
  );

/** A webhook's outcome as answered over HTTP, or its status when it is not a 200. */
const webhook = async (event: object) => {
  const answer = await postWebhook(server.base(), event);
  return answer.status === 200 ? (answer.body.outcome as string) : `HTTP_${answer.status}`;
};

describe.runIf(onPostgres)(`payments under concurrency (${NEEDS_POSTGRES})`, () => {
  it('20 parallel manual confirmations: one success, 19 × 409 BOOKING_ALREADY_PAID, one extension', async () => {
    const booking = await heldBooking();
    const cs = await callers(20);
    expect(await tally(cs.map((c) => c.payments.confirmManual({ booking: booking.id })))).toEqual({
      ok: 1,
      BOOKING_ALREADY_PAID: 19,
    });
    const rows = await paymentsOf(t.db, booking.id);
    expect(rows.map((p) => p.status)).toEqual(['SUCCEEDED']);
    const b = await bookingRow(t.db, booking.id);
    expect(b.status).toBe('BOOKING_STATUS_PAID');
    expect(b.expiration_date.toISOString()).toBe(PAID_UNTIL);
    expect(await extensions(booking.id)).toHaveLength(1);
  });

  it('20 parallel success webhooks with distinct events and payments: one applied, 19 to refund, one extension', async () => {
    const { booking, link } = await heldBookingWithLink();
    const events = Array.from({ length: 20 }, () => paymentEvent(link.id));
    expect(await tally(events.map(webhook))).toEqual({ APPLIED: 1, REFUND_REQUIRED: 19 });
    const rows = await paymentsOf(t.db, booking.id);
    expect(rows.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
    expect(rows.filter((p) => p.status === 'REFUND_REQUIRED')).toHaveLength(19);
    expect(new Set(rows.map((p) => p.provider_payment_id)).size).toBe(20);
    const b = await bookingRow(t.db, booking.id);
    expect(b.status).toBe('BOOKING_STATUS_PAID');
    expect(b.expiration_date.toISOString()).toBe(PAID_UNTIL);
    expect(await extensions(booking.id)).toHaveLength(1);
  });

  it('10 manual confirmations and 10 webhooks at once: exactly one payment succeeds', async () => {
    const { booking, link } = await heldBookingWithLink();
    const cs = await callers(10);
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 10; i++) {
      calls.push((cs[i] as (typeof cs)[number]).payments.confirmManual({ booking: booking.id }));
      calls.push(webhook(paymentEvent(link.id)));
    }
    const result = await tally(calls);
    const manualWon = result.ok === 1;
    expect(result).toEqual(
      manualWon
        ? { ok: 1, BOOKING_ALREADY_PAID: 9, REFUND_REQUIRED: 10 }
        : { APPLIED: 1, BOOKING_ALREADY_PAID: 10, REFUND_REQUIRED: 9 },
    );
    const rows = await paymentsOf(t.db, booking.id);
    expect(rows.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
    // A refused manual confirmation writes nothing; every webhook's money is on record.
    expect(rows.filter((p) => p.provider === 'MANUAL')).toHaveLength(manualWon ? 1 : 0);
    expect(rows.filter((p) => p.provider === 'SANDBOX')).toHaveLength(10);
    expect((await bookingRow(t.db, booking.id)).expiration_date.toISOString()).toBe(PAID_UNTIL);
    expect(await extensions(booking.id)).toHaveLength(1);
  });

  it('20 parallel paymentLinks.create: exactly one active link after, the others revoked or 409, never a 500', async () => {
    const booking = await book(t.db);
    const cs = await callers(20);
    const result = await tally(cs.map((c) => c.paymentLinks.create({ booking: booking.id })));
    expect(Object.keys(result).filter((k) => k !== 'ok' && k !== 'PAYMENT_LINK_CONFLICT')).toEqual(
      [],
    );
    const links = await linksOf(t.db, booking.id);
    expect(links).toHaveLength(result.ok ?? 0);
    expect(links.filter((l) => l.revoked_at === null)).toHaveLength(1);
    expect(links.filter((l) => l.revoked_at !== null)).toHaveLength((result.ok ?? 0) - 1);
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
  });
});
