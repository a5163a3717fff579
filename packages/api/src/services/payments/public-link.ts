import { randomUUID } from 'node:crypto';
import { PaymentProviderError } from '@app/integration-kit';
import { and, eq, isNull } from 'drizzle-orm';
import { bookings, paymentLinks, SYSTEM_USER_ID, units, type Db } from '@app/db';
import { getEnv } from '../../env';
import { findBooking, notifyResponsible, recordHistory } from '../bookings';
import { findUnit } from '../units';
import { linkKeys } from './keys';
import { verifyLinkToken } from './link-token';
import { linkUrl, recordLinkEvent } from './links';
import { paidDetails, type PaidDetails } from './paid-view';
import { isShortCode } from '../../lib/short-code';
import { activeProvider } from './providers';
import { bookingRefusal } from './refusals';
import { bookingFee } from './register';

/**
 * What the public payment page (`/pay/<token>`, no sign-in) may know of a link: the booking
 * number, the unit, the amount and the deadline. Never the customer, the comment, the CRM deal
 * or anyone's name: the token is the only credential and it travels through messengers.
 */
export interface PayView {
  linkId: string;
  bookingNumber: number;
  unit: {
    complex: string;
    building: string;
    section: number;
    floor: number;
    number: string;
    rooms: number;
    area: string;
  };
  amount: string;
  currency: string;
  expiresAt: Date;
  developer: string;
  openedAt: Date | null;
  paidAt: Date | null;
}

export type PayState =
  | { kind: 'TAMPERED' }
  | { kind: 'UNKNOWN' }
  | { kind: 'PAID'; view: PayView; paid: PaidDetails | null }
  | { kind: 'REVOKED' | 'EXPIRED' | 'NOT_PAYABLE' | 'PAYABLE'; view: PayView };

/** Resolves a token to the page's state: the signature first (constant time), then the records. */
export async function payState(db: Db, token: string, now = new Date()): Promise<PayState> {
  const check = verifyLinkToken(token, linkKeys());
  if (!check.ok) return { kind: check.reason === 'TAMPERED' ? 'TAMPERED' : 'UNKNOWN' };
  const [row] = await db
    .select({ link: paymentLinks, booking: bookings, unit: units })
    .from(paymentLinks)
    .innerJoin(bookings, eq(bookings.id, paymentLinks.booking))
    .innerJoin(units, eq(units.id, bookings.unit))
    .where(and(eq(paymentLinks.id, check.linkId), isNull(paymentLinks.deleted_at)));
  if (!row) return { kind: 'UNKNOWN' };
  const { link, booking: b, unit: u } = row;
  const env = getEnv();
  const paid = b.status === 'BOOKING_STATUS_PAID';
  const view: PayView = {
    linkId: link.id,
    bookingNumber: b.number,
    unit: {
      complex: u.complex,
      building: u.building,
      section: u.section,
      floor: u.floor,
      number: u.number,
      rooms: u.rooms,
      area: u.area,
    },
    amount: bookingFee(),
    currency: env.CURRENCY,
    expiresAt: link.exp_date,
    developer: env.DEVELOPER_NAME,
    openedAt: link.opened_at,
    paidAt: paid ? b.updated_at : null,
  };
  if (paid) return { kind: 'PAID', view, paid: await paidDetails(db, b) };
  if (link.revoked_at) return { kind: 'REVOKED', view };
  if (link.exp_date <= now) return { kind: 'EXPIRED', view };
  // Also when someone else set the unit's status meanwhile (SOLD, UNAVAILABLE, ...).
  if (bookingRefusal(b, u.status, now)) return { kind: 'NOT_PAYABLE', view };
  return { kind: 'PAYABLE', view };
}

/**
 * The first opening by a person sets `opened_at` (callers leave out link-preview robots). Once:
 * the update matches only while it is null.
 */
export async function markOpened(db: Db, linkId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // The unit first, as every booking write locks it: the event's per-unit counter comes after.
    const [unit] = await tx
      .select({ id: bookings.unit })
      .from(paymentLinks)
      .innerJoin(bookings, eq(bookings.id, paymentLinks.booking))
      .where(and(eq(paymentLinks.id, linkId), isNull(paymentLinks.opened_at)));
    if (!unit) return;
    await findUnit(tx, unit.id, { lock: true });
    const [l] = await tx
      .update(paymentLinks)
      .set({ opened_at: now })
      .where(and(eq(paymentLinks.id, linkId), isNull(paymentLinks.opened_at)))
      .returning();
    if (l) {
      await recordHistory(
        tx,
        {
          booking: l.booking,
          entity_type: 'PaymentLink',
          entity_id: l.id,
          user: SYSTEM_USER_ID,
          date: now,
        },
        [['opened_at', null, now]],
      );
      await recordLinkEvent(tx, 'payment_link.opened', l, unit.id, now);
      await notifyResponsible(tx, 'PAYMENT_LINK_OPENED', await findBooking(tx, l.booking), {
        actor: SYSTEM_USER_ID,
        data: { link: l.id },
        dedupeKey: `link-opened:${l.id}`,
      });
    }
  });
}

/**
 * The Pay button: a checkout at the provider for a payable link. Anything else answers the state,
 * so a revoked, expired or paid link can never start a payment. A provider that refuses or stays
 * down (after the client's retries) is `unavailable`: nothing was written, the page says so.
 */
export async function startCheckout(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ state: PayState; checkoutUrl: string | null; unavailable?: boolean }> {
  const state = await payState(db, token, now);
  const provider = activeProvider();
  if (state.kind !== 'PAYABLE' || !provider) return { state, checkoutUrl: null };
  // The 54-ФЗ receipt goes to the booking's customer (e-mail first), when the booking names one.
  const [buyer] = await db
    .select({ email: bookings.customer_email, phone: bookings.customer_phone })
    .from(paymentLinks)
    .innerJoin(bookings, eq(bookings.id, paymentLinks.booking))
    .where(eq(paymentLinks.id, state.view.linkId));
  const customer = buyer?.email
    ? { email: buyer.email }
    : buyer?.phone
      ? { phone: buyer.phone }
      : undefined;
  try {
    // Each press of Pay is a new checkout; its key is re-sent unchanged on the client's retries.
    const { redirectUrl } = await provider.createCheckout({
      idempotencyKey: randomUUID(),
      amount: state.view.amount,
      currency: state.view.currency,
      description: `Booking No. ${state.view.bookingNumber}`,
      returnUrl: linkUrl(state.view.linkId),
      metadata: { linkId: state.view.linkId, bookingNumber: state.view.bookingNumber },
      ...(customer ? { customer } : {}),
    });
    return { state, checkoutUrl: redirectUrl };
  } catch (e) {
    if (e instanceof PaymentProviderError) return { state, checkoutUrl: null, unavailable: true };
    throw e;
  }
}

/** `/s/<code>`: the link's full address, or null for an unknown code. */
export async function shortLinkTarget(db: Db, code: string): Promise<string | null> {
  if (!isShortCode(code)) return null;
  const [l] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.short_code, code), isNull(paymentLinks.deleted_at)));
  return l ? linkUrl(l.id) : null;
}
