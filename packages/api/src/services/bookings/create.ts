import { and, eq, isNull } from 'drizzle-orm';
import { bookings, SYSTEM_USER_ID, users, type Db } from '@app/db';
import type { CreateBookingData } from '@app/validators';
import { getEnv } from '../../env';
import { countBookingCreated, countBookingsExpired } from '../../lib/metrics';
import { isUniqueViolation } from '../../lib/pg-errors';
import { AppError, badRequest, conflict } from '../../errors';
import type { AuthUser } from '../auth';
import { addWorkingDays, loadHolidays } from '../calendar';
import { findUnit } from '../units';
import { recordBookingEvent } from './events';
import { bookingCustomer, customerColumns } from './customer';
import { endBooking } from './expiry';
import { recordHistory } from './history';
import { effectiveStatus } from './live';
import { currentBasePrice } from './pricing-snapshot';
import { holdingBooking, moveUnit } from './units';

export const unitAlreadyBooked = () =>
  conflict('UNIT_ALREADY_BOOKED', 'This unit is already booked');

/** A responsible manager must be an active, real user. */
export async function assertResponsible(db: Db, id: string): Promise<void> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.active, true),
        isNull(users.deleted_at),
        eq(users.is_system, false),
        eq(users.is_service, false),
      ),
    );
  if (!u)
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      responsible: ['No active user with this id'],
    });
}

export function assertFuture(date: Date, now: Date): void {
  if (date <= now) {
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      expiration_date: ['Must be in the future'],
    });
  }
}

/**
 * The longest hold a role may set (docs/security.md): an expiration at most
 * `BOOKING_MAX_HOLD_WORKING_DAYS` working days from now; sales heads are exempt.
 */
export async function assertHoldLimit(
  db: Db,
  actor: AuthUser,
  date: Date,
  now: Date,
): Promise<void> {
  if (actor.roles.includes('ROLE_SALES_HEAD')) return;
  const env = getEnv();
  const days = env.BOOKING_MAX_HOLD_WORKING_DAYS;
  const latest = addWorkingDays(now, days, await loadHolidays(db), env.APP_TIMEZONE);
  if (date > latest) {
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      expiration_date: [`At most ${days} working days from now (until ${latest.toISOString()})`],
    });
  }
}

/**
 * `bookings.create`. One transaction: the unit is locked, a lapsed booking on it is expired first,
 * then the booking, the unit status and the history are written together. The partial unique index
 * `bookings_one_live_per_unit` is the guarantee; the checks before it give the clear message.
 */
export async function createBooking(
  db: Db,
  actor: AuthUser,
  input: CreateBookingData,
  now = new Date(),
) {
  const env = getEnv();
  const responsible = input.responsible ?? actor.id;
  if (input.expiration_date) {
    assertFuture(input.expiration_date, now);
    await assertHoldLimit(db, actor, input.expiration_date, now);
  }
  if (input.responsible) await assertResponsible(db, input.responsible);
  const expiration =
    input.expiration_date ??
    addWorkingDays(now, env.BOOKING_HOLD_WORKING_DAYS, await loadHolidays(db), env.APP_TIMEZONE);

  let lapsedHolder = false;
  try {
    const created = await db.transaction(async (tx) => {
      lapsedHolder = false;
      let unit = await findUnit(tx, input.unit, { lock: true });
      const holder = await holdingBooking(tx, unit.id, { lock: true });
      if (holder && effectiveStatus(holder, now) === 'BOOKING_STATUS_EXPIRED') {
        // The sweeper has not reached it yet: expire it now, as the system would.
        lapsedHolder = true;
        await endBooking(
          tx,
          holder,
          { status: 'BOOKING_STATUS_EXPIRED', active: true },
          SYSTEM_USER_ID,
          now,
        );
        unit = await findUnit(tx, unit.id, { lock: true });
      } else if (holder) {
        throw unitAlreadyBooked();
      }
      if (unit.status !== 'UNIT_STATUS_AVAILABLE') {
        throw conflict('UNIT_NOT_AVAILABLE', 'This unit is not available for booking');
      }
      const price = await currentBasePrice(tx, unit, now);
      const [row] = await tx
        .insert(bookings)
        .values({
          unit: unit.id,
          unit_data: {
            base_price: price?.amount ?? null,
            base_price_id: price?.id ?? null,
            code: unit.code,
          },
          crm_deal_id: input.crm_deal_id,
          expiration_date: expiration,
          comment: input.comment,
          ...customerColumns(input.customer ?? null),
          owner: actor.id,
          responsible,
          region: unit.region,
          created_at: now,
          updated_at: now,
        })
        .returning();
      const b = row as typeof bookings.$inferSelect;
      await recordHistory(
        tx,
        { booking: b.id, entity_type: 'Booking', entity_id: b.id, user: actor.id, date: now },
        [
          ['unit', null, b.unit],
          ['number', null, b.number],
          ['status', null, b.status],
          ['expiration_date', null, b.expiration_date],
          ['owner', null, b.owner],
          ['responsible', null, b.responsible],
          ['crm_deal_id', null, b.crm_deal_id],
          ['comment', null, b.comment],
          ['region', null, b.region],
          ['unit_data', null, b.unit_data],
          ['customer', null, bookingCustomer(b)],
        ],
      );
      await moveUnit(tx, unit, { status: 'UNIT_STATUS_BOOKED' }, actor.id, now, b.id);
      await recordBookingEvent(tx, 'booking.created', b, now);
      return { item: { id: b.id }, message: `Booking №${b.number} created` };
    });
    // Counted once committed: a rolled-back attempt created and expired nothing.
    countBookingCreated();
    if (lapsedHolder) countBookingsExpired('lazy');
    return created;
  } catch (e) {
    if (!(e instanceof AppError) && isUniqueViolation(e, 'bookings_one_live_per_unit'))
      throw unitAlreadyBooked();
    throw e;
  }
}
