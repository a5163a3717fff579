import { and, eq, isNull } from 'drizzle-orm';
import { bookings, SYSTEM_USER_ID, users, type Db } from '@app/db';
import type { CreateBookingData, Customer } from '@app/validators';
import { getEnv } from '../../env';
import { countBookingCreated, countBookingsExpired } from '../../lib/metrics';
import { wireNumber } from '../../lib/dto';
import { isUniqueViolation } from '../../lib/pg-errors';
import { AppError, badRequest, conflict } from '../../errors';
import type { AuthUser } from '../auth';
import { addWorkingDays, loadHolidays } from '../calendar';
import { findUnit, type UnitRow } from '../units';
import { coBuyerSnapshots, customerOf } from '../customers';
import { recordBookingEvent } from './events';
import { assertCoBuyers, bookingCustomer, customerColumns } from './customer';
import { EXPIRED, type EndBooking } from './effects';
import { recordHistory, type Change } from './history';
import { effectiveStatus } from './live';
import { agreedPrice, priceTotal } from './pricing-snapshot';
import { holdingBooking, moveUnit } from './units';

type BookingRow = typeof bookings.$inferSelect;

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

/** The default hold: `BOOKING_HOLD_WORKING_DAYS` working days from now (bookings.create's). */
export async function defaultExpiration(db: Db, now: Date): Promise<Date> {
  const env = getEnv();
  return addWorkingDays(
    now,
    env.BOOKING_HOLD_WORKING_DAYS,
    await loadHolidays(db),
    env.APP_TIMEZONE,
  );
}

export interface NewBooking {
  expiration_date: Date;
  owner: string;
  responsible: string;
  crm_deal_id?: string;
  comment?: string | null;
  /** The buyer (none: null or absent). */
  customer?: Customer | null;
  /** The buyer's customer record when known (a queue entry's); else found or made by phone. */
  customer_id?: string | null;
  /** Co-buyers beside the buyer (checked by `assertCoBuyers`). */
  co_buyers?: Customer[];
  /** Who the history entries are written by (the caller, or the system user). */
  user: string;
  now: Date;
  /** More history entries of the new booking (the queue entry it came from). */
  history?: Change[];
  /** The buyer's chosen discounts and options (docs/api.md#bookings); absent: none. */
  discounts?: string[];
  options?: string[];
}

/**
 * Writes a booking on a locked, AVAILABLE unit with no live booking, inside the caller's
 * transaction: the agreed price (quoted here, in it), the row, its history, the unit BOOKED and
 * `booking.created`.
 * `bookings_one_live_per_unit` refuses a second live booking whatever the caller checked.
 */
export async function insertBooking(tx: Db, unit: UnitRow, nb: NewBooking): Promise<BookingRow> {
  const customerId = nb.customer
    ? (nb.customer_id ?? (await customerOf(tx, nb.customer, nb.owner, nb.now)))
    : null;
  const coBuyers = await coBuyerSnapshots(tx, nb.co_buyers ?? [], nb.owner, nb.now);
  const agreed = await agreedPrice(
    tx,
    unit,
    { discounts: [...new Set(nb.discounts ?? [])], options: [...new Set(nb.options ?? [])] },
    nb.now,
  );
  const [row] = await tx
    .insert(bookings)
    .values({
      unit: unit.id,
      unit_data: {
        base_price: agreed ? wireNumber(agreed.price.base) : null,
        base_price_id: agreed?.basePriceId ?? null,
        code: unit.code,
        number: unit.number,
      },
      crm_deal_id: nb.crm_deal_id,
      expiration_date: nb.expiration_date,
      comment: nb.comment,
      ...customerColumns(nb.customer ?? null, customerId),
      co_buyers: coBuyers,
      owner: nb.owner,
      responsible: nb.responsible,
      region: unit.region,
      price: agreed?.price ?? null,
      created_at: nb.now,
      updated_at: nb.now,
    })
    .returning();
  const b = row as BookingRow;
  await recordHistory(
    tx,
    { booking: b.id, entity_type: 'Booking', entity_id: b.id, user: nb.user, date: nb.now },
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
      ...(coBuyers.length > 0 ? [['co_buyers', null, coBuyers] as Change] : []),
      ['price', null, priceTotal(b.price)],
      ...(nb.history ?? []),
    ],
  );
  await moveUnit(tx, unit, { status: 'UNIT_STATUS_BOOKED' }, nb.user, nb.now, b.id);
  await recordBookingEvent(tx, 'booking.created', b, nb.now);
  return b;
}

/**
 * `bookings.create`. One transaction: the unit is locked, a lapsed booking on it is expired first,
 * then the booking, the unit status and the history are written together. The partial unique index
 * `bookings_one_live_per_unit` is the guarantee; the checks before it give the clear message.
 * The lapsed booking's end is `end`'s (services/booking-lifecycle `bookingEnded`).
 */
export async function createBooking(
  db: Db,
  actor: AuthUser,
  input: CreateBookingData,
  end: EndBooking,
  now = new Date(),
) {
  const responsible = input.responsible ?? actor.id;
  if (input.expiration_date) {
    assertFuture(input.expiration_date, now);
    await assertHoldLimit(db, actor, input.expiration_date, now);
  }
  if (input.responsible) await assertResponsible(db, input.responsible);
  assertCoBuyers(input.customer, input.co_buyers ?? []);
  const expiration = input.expiration_date ?? (await defaultExpiration(db, now));

  let lapsedHolder = false;
  try {
    const created = await db.transaction(async (tx) => {
      lapsedHolder = false;
      let unit = await findUnit(tx, input.unit, { lock: true });
      const holder = await holdingBooking(tx, unit.id, { lock: true });
      if (holder && effectiveStatus(holder, now) === 'BOOKING_STATUS_EXPIRED') {
        // The sweeper has not reached it yet: expire it now, as the system would.
        lapsedHolder = true;
        await end(tx, holder, EXPIRED, SYSTEM_USER_ID, now);
        // Its end may have handed the unit to the first of its queue (services/queue): then the
        // expiry and that booking commit, and this caller is refused.
        if (await holdingBooking(tx, unit.id)) return { error: unitAlreadyBooked() };
        unit = await findUnit(tx, unit.id, { lock: true });
      } else if (holder) {
        throw unitAlreadyBooked();
      }
      if (unit.status !== 'UNIT_STATUS_AVAILABLE') {
        throw conflict('UNIT_NOT_AVAILABLE', 'This unit is not available for booking');
      }
      const b = await insertBooking(tx, unit, {
        ...input,
        expiration_date: expiration,
        owner: actor.id,
        responsible,
        user: actor.id,
        now,
      });
      return { item: { id: b.id }, message: `Booking №\u00a0${b.number} created` };
    });
    // Counted once committed: a rolled-back attempt created and expired nothing.
    if (lapsedHolder) countBookingsExpired('lazy');
    if ('error' in created) throw created.error;
    countBookingCreated();
    return { item: created.item, message: created.message };
  } catch (e) {
    if (!(e instanceof AppError) && isUniqueViolation(e, 'bookings_one_live_per_unit'))
      throw unitAlreadyBooked();
    throw e;
  }
}
