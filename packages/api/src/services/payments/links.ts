import { and, count, eq, isNull, lte, type SQL } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { type bookings, paymentLinks, type Db } from '@app/db';
import type { CreatePaymentLinkData, LinkRevokeReason, PaymentLinkState } from '@app/validators';
import { getEnv } from '../../env';
import { conflict } from '../../errors';
import { iso, recordFields } from '../../lib/dto';
import { isUniqueViolation } from '../../lib/pg-errors';
import { newShortCode } from '../../lib/short-code';
import type { AuthUser } from '../auth';
import { bookingNotFound, findBooking, moveUnit, recordHistory, type Change } from '../bookings';
import { findUnit } from '../units';
import { recordEvent } from '../webhooks';
import { linkKeys } from './keys';
import { signLinkToken } from './link-token';
import { bookingRefusal, linkRefusalError } from './refusals';

export type LinkRow = typeof paymentLinks.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

export { newShortCode };

export const linkUrl = (id: string) =>
  `${getEnv().PUBLIC_BASE_URL}/pay/${signLinkToken(id, linkKeys())}`;

/** `PAID`: the customer paid by this link (it was revoked by that payment, not replaced). */
export function linkState(l: LinkRow, now: Date, paid = false): PaymentLinkState {
  if (paid) return 'PAID';
  if (l.revoked_at) return 'REVOKED';
  if (l.exp_date <= now) return 'EXPIRED';
  return l.opened_at ? 'OPENED' : 'ACTIVE';
}

/**
 * The Payment link (docs/api.md), plus its `state` for the screens. `withAddress: false` (callers
 * who may not hand the link out: read-only) leaves its addresses out, the token being a credential.
 */
export function toLinkDto(l: LinkRow, now = new Date(), paid = false, withAddress = true) {
  return {
    ...recordFields(l),
    booking: l.booking,
    url: withAddress ? linkUrl(l.id) : null,
    short_url: withAddress ? `${getEnv().PUBLIC_BASE_URL}/s/${l.short_code}` : null,
    exp_date: iso(l.exp_date),
    opened_at: iso(l.opened_at),
    revoked_at: iso(l.revoked_at),
    state: linkState(l, now, paid),
  };
}
export type PaymentLinkDto = ReturnType<typeof toLinkDto>;

/** A payment link's webhook event: `data` as `paymentLinks.list` shows it, in its unit's order. */
export async function recordLinkEvent(
  tx: Db,
  type: 'payment_link.created' | 'payment_link.opened',
  link: Pick<LinkRow, 'id'>,
  unit: string,
  at: Date,
): Promise<void> {
  await recordEvent(tx, type, {
    unit,
    at,
    data: async () => {
      const [row] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
      return row ? toLinkDto(row, at) : null;
    },
  });
}

/** The condition of `payment_links_one_active_per_booking`. */
const activeLink = and(
  isNull(paymentLinks.revoked_at),
  eq(paymentLinks.active, true),
  isNull(paymentLinks.deleted_at),
) as SQL;

const linkEntry = (l: LinkRow, user: string, date: Date) => ({
  booking: l.booking,
  entity_type: 'PaymentLink' as const,
  entity_id: l.id,
  user,
  date,
});

/**
 * Revokes the booking's active link, if any, inside the caller's transaction (a new link, a
 * payment, a cancellation or an expiry), with its history entry and why.
 */
export async function revokeActiveLink(
  tx: Db,
  booking: Pick<BookingRow, 'id'>,
  user: string,
  date: Date,
  reason: LinkRevokeReason,
): Promise<void> {
  const revoked = await tx
    .update(paymentLinks)
    .set({ revoked_at: date, updated_at: date })
    .where(and(eq(paymentLinks.booking, booking.id), activeLink))
    .returning();
  for (const l of revoked)
    await recordHistory(tx, linkEntry(l, user, date), [
      ['revoked_at', null, date],
      ['revoked_reason', null, reason],
    ]);
}

/** The link's number among its booking's links (1 = the first): how the history names it. */
async function linkOrdinal(tx: Db, l: LinkRow): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.booking, l.booking), lte(paymentLinks.created_at, l.created_at)));
  return row?.n ?? 1;
}

/**
 * The active link follows its booking's deadline (`exp_date` equals the booking's expiration):
 * when a manager extends or shortens a live booking, the customer's link says the new date.
 */
export async function followExpiration(
  tx: Db,
  booking: Pick<BookingRow, 'id' | 'expiration_date'>,
  user: string,
  date: Date,
): Promise<void> {
  const [before] = await tx
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.booking, booking.id), activeLink));
  if (!before || before.exp_date.getTime() === booking.expiration_date.getTime()) return;
  await tx
    .update(paymentLinks)
    .set({ exp_date: booking.expiration_date, updated_at: date })
    .where(eq(paymentLinks.id, before.id));
  await recordHistory(tx, linkEntry(before, user, date), [
    ['exp_date', before.exp_date, booking.expiration_date],
  ]);
}

/** Realtors: links of their own bookings only (the permission table). */
const ownsBooking = (
  actor: AuthUser,
  b: BookingRow,
  action: 'paymentLinks.create' | 'paymentLinks.read',
) => !ownOnly(actor.roles, action) || b.owner === actor.id;

/**
 * `paymentLinks.create`: revokes the active link and issues a new one valid until the booking's
 * expiration; the unit moves to WAIT_PAYMENT. One transaction, the unit locked before the booking
 * (the order of every booking write); the partial unique index is the guarantee against two active
 * links.
 */
export async function createPaymentLink(
  db: Db,
  actor: AuthUser,
  input: CreatePaymentLinkData,
  now = new Date(),
) {
  const first = await findBooking(db, input.booking);
  if (!ownsBooking(actor, first, 'paymentLinks.create')) throw bookingNotFound();
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const unit = await findUnit(tx, first.unit, { lock: true });
        const b = await findBooking(tx, first.id, { lock: true });
        const refused = bookingRefusal(b, unit.status, now);
        if (refused) throw linkRefusalError(refused, unit.status);
        await revokeActiveLink(tx, b, actor.id, now, 'REPLACED');
        const [link] = await tx
          .insert(paymentLinks)
          .values({
            booking: b.id,
            short_code: newShortCode(),
            exp_date: b.expiration_date,
            created_by: actor.id,
            created_at: now,
            updated_at: now,
          })
          .returning();
        const l = link as LinkRow;
        // Named by its number, never by its address: the token is a bearer credential.
        const created: Change[] = [
          ['link', null, await linkOrdinal(tx, l)],
          ['exp_date', null, l.exp_date],
        ];
        await recordHistory(tx, linkEntry(l, actor.id, now), created);
        await moveUnit(tx, unit, { status: 'UNIT_STATUS_WAIT_PAYMENT' }, actor.id, now, b.id);
        await recordLinkEvent(tx, 'payment_link.created', l, unit.id, now);
        return {
          item: { id: l.id },
          message: `Payment link for booking №\u00a0${b.number} created`,
        };
      });
    } catch (e) {
      // Two links at once for one booking: the index refused the second; a short-code clash
      // (1 in 2^47) is simply retried.
      if (isUniqueViolation(e, 'payment_links_short_code_unique') && attempt < 3) continue;
      if (isUniqueViolation(e, 'payment_links_one_active_per_booking'))
        throw conflict(
          'PAYMENT_LINK_CONFLICT',
          'Another payment link was created at the same moment',
        );
      throw e;
    }
  }
}
