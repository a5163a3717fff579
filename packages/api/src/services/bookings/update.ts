import { and, eq, isNull } from 'drizzle-orm';
import { bookings, SYSTEM_USER_ID, type Db } from '@app/db';
import { ownOnly } from '@app/permissions';
import type { UpdateBookingData } from '@app/validators';
import { conflict } from '../../errors';
import { countBookingsExpired } from '../../lib/metrics';
import type { AuthUser } from '../auth';
import { coBuyerSnapshots, customerOf } from '../customers';
import { findUnit } from '../units';
import { assertMayChange, bookingNotFound } from './access';
import { assertFuture, assertHoldLimit, assertResponsible } from './create';
import { assertCoBuyers, bookingCustomer, customerColumns } from './customer';
import { realtorMay } from './deal-stage';
import { recordBookingEvent } from './events';
import { EXPIRED, type BookingEffects } from './effects';
import { recordHistory, type Change } from './history';
import { effectiveStatus, isLive } from './live';
import { priceTotal, requote } from './pricing-snapshot';

type BookingRow = typeof bookings.$inferSelect;

/**
 * The co-buyers an update leaves (snapshots), or undefined when they stay: a given list replaces
 * them, a removed buyer takes them along.
 */
async function newCoBuyers(tx: Db, b: BookingRow, input: UpdateBookingData, now: Date) {
  if (input.co_buyers) return coBuyerSnapshots(tx, input.co_buyers, b.owner, now);
  if (input.customer === null && b.co_buyers.length > 0) return [];
  return undefined;
}

/** A booking by id (not deleted), optionally locked FOR UPDATE; 404 when missing. */
export async function findBooking(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), isNull(bookings.deleted_at)));
  const [row] = opts.lock ? await q.for('update') : await q;
  if (!row) throw bookingNotFound();
  return row;
}

/**
 * `bookings.update`: edits a live booking; `active: false` cancels it (status CANCELLED, unit back
 * on sale). One transaction; the unit is locked before the booking, the same order as booking
 * creation. An end or a new expiration does the rest through `effects` (services/booking-lifecycle).
 */
export async function updateBooking(
  db: Db,
  actor: AuthUser,
  input: UpdateBookingData,
  effects: BookingEffects,
  now = new Date(),
) {
  if (input.expiration_date) {
    assertFuture(input.expiration_date, now);
    await assertHoldLimit(db, actor, input.expiration_date, now);
  }
  if (input.responsible) await assertResponsible(db, input.responsible);
  const { unit } = await findBooking(db, input.id);

  let lapsed = false;
  const outcome = await db.transaction(async (tx) => {
    lapsed = false;
    const unitRow = await findUnit(tx, unit, { lock: true });
    const b = await findBooking(tx, input.id, { lock: true });
    assertMayChange(actor, b, bookingNotFound);
    assertCoBuyers(
      input.customer === undefined ? bookingCustomer(b) : input.customer,
      input.co_buyers ?? (input.customer ? b.co_buyers : []),
    );
    if (!isLive(b, now)) {
      if (effectiveStatus(b, now) !== b.status) {
        // Lapsed but not yet swept: record the expiry, then refuse the edit (returned, not thrown,
        // so that the expiry commits).
        lapsed = true;
        await effects.end(tx, b, EXPIRED, SYSTEM_USER_ID, now);
      }
      return { error: conflict('BOOKING_NOT_ACTIVE', 'This booking has expired or was cancelled') };
    }
    // A cancellation is a deal's step too: realtors cancel their own deals up to CONTRACT only.
    if (
      input.active === false &&
      ownOnly(actor.roles, 'bookings.write') &&
      !realtorMay(b.deal_stage, 'DEAL_STAGE_CANCELLED')
    )
      throw conflict('DEAL_STAGE_NOT_ALLOWED', 'Realtors cancel a deal up to CONTRACT only');
    const patch = {
      crm_deal_id: input.crm_deal_id,
      comment: input.comment,
      expiration_date: input.expiration_date,
      responsible: input.responsible,
    };
    const changes: Change[] = Object.entries(patch)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, b[k as keyof typeof patch], v]);
    // The customer is one property in history (its columns change together); null clears it and
    // the co-buyers.
    const customer =
      input.customer === undefined
        ? {}
        : customerColumns(
            input.customer,
            input.customer && (await customerOf(tx, input.customer, b.owner, now)),
          );
    if (input.customer !== undefined)
      changes.push([
        'customer',
        bookingCustomer(b),
        bookingCustomer(customer as ReturnType<typeof customerColumns>),
      ]);
    const coBuyers = await newCoBuyers(tx, b, input, now);
    if (coBuyers) {
      changes.push(['co_buyers', b.co_buyers, coBuyers]);
      Object.assign(customer, { co_buyers: coBuyers });
    }
    // A new choice of conditions re-quotes the booking now (history: old and new total).
    const price =
      input.active === false ? undefined : await requote(tx, unitRow, b.price, input, now);
    if (price !== undefined) changes.push(['price', priceTotal(b.price), priceTotal(price)]);
    if (changes.length > 0) {
      await tx
        .update(bookings)
        .set({ ...patch, ...customer, ...(price === undefined ? {} : { price }), updated_at: now })
        .where(eq(bookings.id, b.id));
      await recordHistory(
        tx,
        { booking: b.id, entity_type: 'Booking', entity_id: b.id, user: actor.id, date: now },
        changes,
      );
    }
    if (
      input.expiration_date &&
      input.active !== false &&
      changes.some(([k]) => k === 'expiration_date')
    )
      await effects.expirationChanged(
        tx,
        { ...b, expiration_date: input.expiration_date },
        actor.id,
        now,
      );
    if (input.active === false) {
      await effects.end(
        tx,
        {
          ...b,
          ...Object.fromEntries(changes.filter(([k]) => k in patch).map(([k, , v]) => [k, v])),
          ...customer,
        },
        { status: 'BOOKING_STATUS_CANCELLED', active: false },
        actor.id,
        now,
      );
      return { message: `Booking №\u00a0${b.number} cancelled` };
    }
    if (changes.length > 0) await recordBookingEvent(tx, 'booking.updated', b, now);
    return { message: `Booking №\u00a0${b.number} updated` };
  });
  if (lapsed) countBookingsExpired('lazy');
  if ('error' in outcome) throw outcome.error;
  return { item: { id: input.id }, message: outcome.message };
}
