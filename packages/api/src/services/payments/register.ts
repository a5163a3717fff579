import { eq } from 'drizzle-orm';
import { bookings, payments, type Db } from '@app/db';
import { toDecimal } from '@app/pricing';
import type { PaymentMethod, PaymentProviderName, PaymentStatus } from '@app/validators';
import { getEnv } from '../../env';
import { isUniqueViolation } from '../../lib/pg-errors';
import {
  findBooking,
  moveUnit,
  type Change,
  notifyResponsible,
  recordBookingEvent,
  recordHistory,
} from '../bookings';
import { addWorkingDays, loadHolidays } from '../calendar';
import { findUnit } from '../units';
import { recordPaymentEvent } from './events';
import { requestRefund } from './refund-job';
import { revokeActiveLink } from './links';
import { alreadyPaid, bookingRefusal, paymentRefusalError, type PaymentRefusal } from './refusals';

type BookingRow = typeof bookings.$inferSelect;

/** A payment as a manager or a provider reports it. */
export interface IncomingPayment {
  booking: string;
  provider: PaymentProviderName;
  amount: string;
  currency: string;
  order?: string | null;
  confirmed_by?: string | null;
  provider_payment_id?: string | null;
  payment_link?: string | null;
  /** A manual payment's details (`payments.confirmManual`). */
  external_ref?: string | null;
  method?: PaymentMethod | null;
  paid_at?: Date | null;
  receipt_number?: string | null;
  /** The provider calls it a test payment. */
  test?: boolean;
}

export type Registered =
  | { applied: true; payment: string; booking: BookingRow }
  | {
      applied: false;
      payment: string;
      status: PaymentStatus;
      reason: PaymentRefusal;
      booking: BookingRow;
    };

/** The history entries of a manual payment's details that were given. */
const manualDetails = (p: IncomingPayment): Change[] =>
  (['external_ref', 'method', 'paid_at', 'receipt_number'] as const).flatMap((k) =>
    p[k] ? [[k, null, p[k]] as Change] : [],
  );

/** The fee a booking is paid with, exactly as configured (two decimals). */
export const bookingFee = () => getEnv().PAID_BOOKING_FEE;

/** Amounts compared as decimals ("050000.00" and "50000" are 50000.00); a non-number never matches. */
function sameAmount(given: string, fee: string): boolean {
  try {
    return toDecimal(given).eq(toDecimal(fee));
  } catch {
    return false;
  }
}

/**
 * Registers a payment inside one transaction (the unit locked before the booking, like every
 * booking write). A payable booking becomes PAID: unit PAID, expiration max(now, expiration) +
 * PAID_PERIOD_DAYS working days, active link revoked, history entries. Money for a booking that
 * cannot take it (already paid, cancelled, expired, its unit's status changed by someone else:
 * SOLD, UNAVAILABLE, ...) or of the wrong amount is kept as
 * REFUND_REQUIRED for a manager and changes nothing else. `payments_one_succeeded_per_booking` is
 * the guarantee that a booking is paid (and extended) once, whatever runs at the same time.
 */
export async function registerPayment(
  db: Db,
  p: IncomingPayment,
  user: string,
  opts: { now?: Date; throwOnRefusal?: boolean } = {},
): Promise<Registered> {
  const now = opts.now ?? new Date();
  const first = await findBooking(db, p.booking);
  try {
    return await db.transaction(async (tx) => {
      const unit = await findUnit(tx, first.unit, { lock: true });
      const b = await findBooking(tx, first.id, { lock: true });
      const reason: PaymentRefusal | null =
        bookingRefusal(b, unit.status, now) ??
        (sameAmount(p.amount, bookingFee()) && p.currency === getEnv().CURRENCY
          ? null
          : 'AMOUNT_MISMATCH');
      // A manager's confirmation that cannot apply is refused and writes nothing.
      if (reason && opts.throwOnRefusal) throw paymentRefusalError(reason, unit.status);
      const status: PaymentStatus = reason ? 'REFUND_REQUIRED' : 'SUCCEEDED';
      const [row] = await tx
        .insert(payments)
        .values({ ...p, status, reason, created_at: now, updated_at: now })
        .returning({ id: payments.id });
      const payment = (row as { id: string }).id;
      const entry = {
        booking: b.id,
        entity_type: 'Payment' as const,
        entity_id: payment,
        user,
        date: now,
      };
      await recordHistory(tx, entry, [
        ['provider', null, p.provider],
        ['status', null, status],
        ['amount', null, p.amount],
        ...(p.order ? [['order', null, p.order] as [string, null, string]] : []),
        ...manualDetails(p),
        ...(reason ? [['reason', null, reason] as [string, null, string]] : []),
      ]);
      await notifyResponsible(tx, 'PAYMENT_RECEIVED', b, {
        actor: user,
        data: { amount: p.amount, currency: p.currency, status, payment },
        dedupeKey: `payment-received:${payment}`,
      });
      if (reason) {
        const flagged = { id: payment, booking: b.id, provider: p.provider, refund_status: null };
        await requestRefund(tx, flagged, reason, user, now);
        await recordPaymentEvent(tx, 'payment.refund_required', payment, unit.id, now);
        return { applied: false as const, payment, status, reason, booking: b };
      }

      const env = getEnv();
      const from = b.expiration_date > now ? b.expiration_date : now;
      const expiration = addWorkingDays(
        from,
        env.PAID_PERIOD_DAYS,
        await loadHolidays(tx),
        env.APP_TIMEZONE,
      );
      const [paid] = await tx
        .update(bookings)
        .set({
          status: 'BOOKING_STATUS_PAID',
          deal_stage: 'DEAL_STAGE_PAID',
          expiration_date: expiration,
          updated_at: now,
        })
        .where(eq(bookings.id, b.id))
        .returning();
      await recordHistory(tx, { ...entry, entity_type: 'Booking', entity_id: b.id }, [
        ['status', b.status, 'BOOKING_STATUS_PAID'],
        ['expiration_date', b.expiration_date, expiration],
        ['deal_stage', b.deal_stage, 'DEAL_STAGE_PAID'],
      ]);
      await moveUnit(tx, unit, { status: 'UNIT_STATUS_PAID' }, user, now, b.id);
      await revokeActiveLink(tx, b, user, now, 'PAID');
      await recordPaymentEvent(tx, 'payment.succeeded', payment, unit.id, now);
      await recordBookingEvent(tx, 'booking.paid', b, now);
      return { applied: true as const, payment, booking: paid as BookingRow };
    });
  } catch (e) {
    // Only reachable if two registrations passed the locked check at once: the index decides.
    if (isUniqueViolation(e, 'payments_one_succeeded_per_booking')) throw alreadyPaid();
    throw e;
  }
}
