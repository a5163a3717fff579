/**
 * Shared by the payment tests (links, manual confirmation, webhooks, the public page, races):
 * bookings to pay, the rows a payment writes, and signed provider webhooks sent over HTTP.
 */
import { asc, eq } from 'drizzle-orm';
import {
  bookingHistory,
  bookings,
  demoUserId,
  paymentLinks,
  payments,
  paymentWebhooks,
  units,
  type Db,
} from '@app/db';
import { getEnv } from '../../../src/env';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import type { AuthUser } from '../../../src/services/auth';
import { webhookSecrets } from '../../../src/services/payments/keys';
import { createPaymentLink } from '../../../src/services/payments/links';
import { SIGNATURE_HEADER, signWebhook } from '@app/integration-sandbox';
import { availableUnits, callerAs, type DemoKey } from '../../helpers';
import { createBooking } from '../../../src/services/booking-lifecycle';

export const HOUR = 3600_000;

export async function actorOf(db: Db, who: DemoKey): Promise<AuthUser> {
  const user = await loadAuthUser(db, demoUserId(who));
  if (!user) throw new Error(`no demo user ${who}`);
  return user;
}

/** The first available unit (sequential use: booking it takes it out of the list). */
export const freeUnit = async (db: Db) => (await availableUnits(db, 1))[0] as string;

export const bookingRow = async (db: Db, id: string) => {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
};

export const unitStatus = async (db: Db, id: string) =>
  (await db.select({ s: units.status }).from(units).where(eq(units.id, id)))[0]?.s;

export const linksOf = (db: Db, booking: string) =>
  db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.booking, booking))
    .orderBy(asc(paymentLinks.created_at), asc(paymentLinks.id));

export const paymentsOf = (db: Db, booking: string) =>
  db.select().from(payments).where(eq(payments.booking, booking)).orderBy(asc(payments.created_at));

export const historyOf = (db: Db, booking: string) =>
  db
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.booking, booking))
    .orderBy(asc(bookingHistory.id));

export const webhooksFor = (db: Db, eventId: string) =>
  db.select().from(paymentWebhooks).where(eq(paymentWebhooks.event_id, eventId));

/** A booking made by `who` through the API, held for the default period. */
export async function book(
  db: Db,
  who: DemoKey = 'manager',
  extra: { comment?: string; crm_deal_id?: string } = {},
) {
  const caller = await callerAs(db, who);
  const { item } = await caller.bookings.create({ unit: await freeUnit(db), ...extra });
  return bookingRow(db, item.id);
}

/** A booking made two hours ago that lapsed an hour ago (the sweeper has not run). */
export async function lapsedBooking(db: Db) {
  const { item } = await createBooking(
    db,
    await actorOf(db, 'manager'),
    { unit: await freeUnit(db), expiration_date: new Date(Date.now() - HOUR) },
    new Date(Date.now() - 2 * HOUR),
  );
  return bookingRow(db, item.id);
}

/** A link made a minute after its booking, two hours ago; the booking lapsed an hour ago. */
export async function lapsedLink(db: Db) {
  const booking = await lapsedBooking(db);
  const { item } = await createPaymentLink(
    db,
    await actorOf(db, 'manager'),
    { booking: booking.id },
    new Date(Date.now() - 2 * HOUR + 60_000),
  );
  return item;
}

/** A booking with a payment link, through the API as a manager. */
export async function bookWithLink(db: Db, extra: { comment?: string; crm_deal_id?: string } = {}) {
  const booking = await book(db, 'manager', extra);
  const manager = await callerAs(db, 'manager');
  const { item } = await manager.paymentLinks.create({ booking: booking.id });
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, item.id));
  if (!link) throw new Error('link not written');
  return { booking, link };
}

/** The token of a link's url (`.../pay/<token>`). */
export async function tokenOf(db: Db, linkId: string): Promise<string> {
  const manager = await callerAs(db, 'manager');
  const { items } = await manager.paymentLinks.list({
    filter: { filters: [{ property: 'id', operator: 'IN', value: [linkId] }] },
    pagination: { page: 1, limit: 10, order_by: 'id', direction: 'asc' },
  });
  const url = items[0]?.url;
  if (!url) throw new Error(`link ${linkId} not listed`);
  return url.slice(url.indexOf('/pay/') + '/pay/'.length);
}

let eventCounter = 0;

/** A provider event shaped like the sandbox's (integrations/sandbox/src/provider.ts). */
export function paymentEvent(
  linkId: string,
  o: {
    outcome?: 'succeeded' | 'failed';
    eventId?: string;
    paymentId?: string;
    amount?: string;
    currency?: string;
  } = {},
) {
  const n = `${process.pid}_${++eventCounter}_${Math.random().toString(36).slice(2, 8)}`;
  const outcome = o.outcome ?? 'succeeded';
  return {
    id: o.eventId ?? `evt_test_${n}`,
    type: `payment.${outcome}`,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: o.paymentId ?? `pay_test_${n}`,
        amount: o.amount ?? getEnv().PAID_BOOKING_FEE,
        currency: o.currency ?? getEnv().CURRENCY,
        metadata: { payment_link: linkId, booking_number: 0 },
        ...(outcome === 'failed' ? { failure_reason: 'card_declined' } : {}),
      },
    },
  };
}

/** POSTs a webhook signed with the configured secrets (or as told) to the app's listener. */
export async function postWebhook(
  base: string,
  event: object | string,
  o: { secrets?: string[]; timestamp?: number; header?: string; provider?: string } = {},
): Promise<{ status: number; body: { received?: boolean; outcome?: string } }> {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const header = o.header ?? signWebhook(body, o.secrets ?? webhookSecrets(), o.timestamp);
  const res = await fetch(`${base}/api/payments/webhook/${o.provider ?? 'SANDBOX'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: header },
    body,
  });
  return {
    status: res.status,
    body: (await res.json()) as { received?: boolean; outcome?: string },
  };
}
